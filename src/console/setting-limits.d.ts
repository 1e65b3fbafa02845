/** Each setting's length and range limits from the server's schema, served at build time by build/setting-limits.ts. */
declare module 'virtual:setting-limits' {
  export interface SettingLimits {
    minLength?: number
    maxLength?: number
    minimum?: number
    maximum?: number
  }
  /** by setting name (ChatbotSettings' keys) */
  const SETTING_LIMITS: { readonly [name: string]: SettingLimits }
  export default SETTING_LIMITS
}
