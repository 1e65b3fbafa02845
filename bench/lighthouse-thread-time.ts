/**
 * JavaScript execution by thread time: the same tasks Lighthouse's bootup-time audit sums
 * (script evaluation and parse/compile, every script), counted by the CPU time the page's main
 * thread spent in them (the trace's `tdur`) rather than by their wall-clock time.
 *
 * On a loaded two-core machine a task's wall time also holds the time its thread waited for a
 * core, or for a synchronous answer from another process; in slow runs that doubled a widget's
 * figure. Thread time leaves the wait out, so it moves much less from run to run. It is a
 * second reading beside Lighthouse's, not a replacement for it.
 */
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { taskGroups } from 'lighthouse/core/lib/tracehouse/task-groups.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

type Trace = Parameters<typeof TraceProcessor.processTrace>[0]
/** A trace event; Lighthouse's type leaves out `tdur`, which Chromium's complete events carry. */
type TraceEvent = TaskNode['event'] & { tdur?: number }

/** The groups bootup-time counts as JavaScript execution. */
const SCRIPT_GROUPS = new Set<string>([taskGroups.scriptEvaluation.id, taskGroups.scriptParseCompile.id])

/** Lighthouse's own scripts in the page, which bootup-time leaves out as well. */
const LIGHTHOUSE_EVAL = '_lighthouse-eval.js'

/** A trace event's thread time in ms; its wall time where the trace gives no thread time. */
const threadMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000

/** A task's thread time less its children's, never below 0. */
const selfThreadMs = (task: TaskNode) => Math.max(0, threadMs(task.event) - task.children.reduce((sum, child) => sum + threadMs(child.event), 0))

/**
 * The page's JavaScript execution in a Lighthouse trace by thread time, ms, times `multiplier`
 * (Lighthouse's simulated CPU slowdown, as its audit multiplies wall time).
 *
 * @example
 * const result = await lighthouse(url, flags, config)
 * scriptThreadTime(result!.artifacts.Trace, 4) // 68.2
 */
export function scriptThreadTime(trace: Trace, multiplier: number): number {
  const processed = TraceProcessor.processTrace(trace)
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd)
  let total = 0
  for (const task of tasks) {
    if (!SCRIPT_GROUPS.has(task.group.id) || task.attributableURLs.some((url) => url.endsWith(LIGHTHOUSE_EVAL))) continue
    total += selfThreadMs(task)
  }
  return total * multiplier
}
