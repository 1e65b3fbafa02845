/**
 * The messages between the settings page and its preview frame (preview.html). The frame has
 * no origin of its own (sandbox without allow-same-origin), so each side checks who sent a
 * message by its source window.
 */
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'

/** The frame is ready for a config (sent once its script runs). */
export interface PreviewReady {
  type: 'porchlight-preview-ready'
}

/** What the frame's widget is to show: the draft's config, and the panel closed or open. */
export interface PreviewShow {
  type: 'porchlight-preview-show'
  config: WidgetConfig
  open: boolean
}
