/**
 * The owner's console at /console/: sign in, chatbots, settings with a live preview, install,
 * keys and team. Served by the server with a strict CSP (server/routes/console-app.ts).
 */
import { render } from 'preact'
import { App } from './components/App.tsx'
import { loadSession } from './models/session.ts'

void loadSession()
render(<App />, document.getElementById('app')!)
