/**
 * What the widget uses to show model output, as one script for a test page (the sanitizer
 * test builds it as an IIFE): DOMPurify with the widget's rules, and the block view that
 * renders and sanitizes an answer block by block.
 */
export { blockView } from '../../src/panel/markdown/block-view.ts'
export { sanitize } from '../../src/panel/markdown/sanitize.ts'
