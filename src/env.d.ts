/** CSS imported with `?inline` arrives as a minified string, for constructable stylesheets. */
declare module '*.css?inline' {
  const css: string
  export default css
}

/** The package version, filled in by the build (vite.config.ts `define`). */
declare const __PORCHLIGHT_VERSION__: string
