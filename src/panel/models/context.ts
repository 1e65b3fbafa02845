import { createContext } from 'preact'
import { useContext } from 'preact/hooks'
import type { WidgetModel } from './widget.ts'

/** Hands the widget model to every component without threading props through each level. */
export const ModelContext = createContext<WidgetModel | undefined>(undefined)

/**
 * The widget model of the panel being rendered.
 *
 * @example
 * const { chat, strings } = useModel()
 */
export function useModel(): WidgetModel {
  const model = useContext(ModelContext)
  if (!model) throw new Error('useModel() needs a ModelContext.Provider above it')
  return model
}
