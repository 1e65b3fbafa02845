/**
 * The UI's words in English, the default and the shape every other language follows.
 * `{name}`-style slots are filled by `fill()`.
 */
const en = {
  dir: 'ltr' as 'ltr' | 'rtl',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  conversation: 'Conversation',
  message: 'Message',
  send: 'Send',
  stop: 'Stop the answer',
  stopped: 'Stopped.',
  typing: 'Typing…',
  clear: 'Clear conversation',
  addImages: 'Add images',
  removeImage: 'Remove {name}',
  imageType: '{name}: only PNG, JPEG, WEBP or still GIF images can be sent.',
  imageSize: '{name} is larger than 20 MB.',
  imageAnimated: '{name} is an animated GIF; only still images can be sent.',
  imageCount: 'Up to {n} images per message.',
  uploadFailed: 'The upload failed: {message}',
  imagesSent: '{n} image(s)',
  holdToTalk: 'Hold to talk',
  recording: 'Recording {time}. Release to send, Esc to cancel.',
  voiceMessage: 'Voice message ({time})',
  micDenied: 'Microphone access is blocked. Allow it in your browser’s site settings to send voice messages.',
  micMissing: 'No microphone was found.',
  micFailed: 'The recording did not work.',
  tooShort: 'Keep the button pressed while you speak.',
  offline: 'You are offline. The chat goes on when your connection is back.',
  failed: 'Something went wrong.',
  retry: 'Retry',
  wait: 'You can send again in {s} s.',
  forbidden: 'Chat is not available on this site.',
  unavailable: 'The chat could not be loaded.',
  accept: 'Accept and chat',
  suggestions: 'Suggested questions',
  dismiss: 'Dismiss',
  talkToHuman: 'Talk to a person',
  yourName: 'Your name',
  yourEmail: 'Your e-mail',
  request: 'Send to our team',
  back: 'Back to the chat',
  handoffUnavailable: 'Talking to a person is not available yet.',
  agentTyping: '{name} is typing…',
  waitingForPerson: 'Waiting for a person to join…',
  withPerson: 'You are chatting with {name}.'
}

/** Every UI string; other languages must have them all. */
export type Strings = typeof en
export default en
