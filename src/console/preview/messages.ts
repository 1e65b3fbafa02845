/**
 * The message from the settings page to its preview frame (preview.html). The frame has no
 * origin of its own (sandbox without allow-same-origin), so it checks who sent a message by
 * its source window.
 */
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'

/** What the frame's widget is to show: the draft's config, and the panel closed or open. */
export interface PreviewShow {
  type: 'porchlight-preview-show'
  config: WidgetConfig
  open: boolean
}
