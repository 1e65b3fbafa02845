import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { storedFilePath } from '../files/storage.ts'
import { projectRoot } from '../paths.ts'
import type { ChatbotSettings } from '../schemas/chatbot.ts'
import { createChatbot, findChatbot, updateChatbotSettings } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { createPendingFile, markFileReady } from '../store/files.ts'
import { createListings } from '../store/listings.ts'
import { createWorkspace, type NewWorkspace } from '../store/workspaces.ts'
import { createOwner } from '../console/accounts.ts'
import { findUserForSignIn } from '../store/users.ts'
import { generatePassword } from '../console/passwords.ts'
import { writeTransaction } from '../store/write-transaction.ts'
import { demoListings } from './listings.ts'

export interface DemoInfo {
  workspaceId: string
  chatbotId: string
}

/** The demo workspace's owner, who signs in to the console at /console/. */
export const DEMO_OWNER_EMAIL = 'owner@demo.test'

/** What the first start prints once: the keys and the demo owner's password (all stored only hashed). */
export interface NewDemo extends NewWorkspace, DemoInfo {
  ownerEmail: string
  /** undefined when the demo owner is left from an earlier demo (its chatbot was removed): their password stays */
  ownerPassword?: string
}

const demoFile = (dataDir: string) => path.join(dataDir, 'demo.json')

/** The demo chatbot recorded by an earlier start, if any. */
export async function readDemoInfo(dataDir: string): Promise<DemoInfo | undefined> {
  try {
    return JSON.parse(await fs.promises.readFile(demoFile(dataDir), 'utf8')) as DemoInfo
  } catch {
    return undefined
  }
}

/** The demo chatbot's settings; the end-to-end tests put them back before each test. */
export const DEMO_SETTINGS: Partial<ChatbotSettings> = {
  Name: 'Harbor & Pine Assistant',
  TimeZone: 'America/Chicago',
  WelcomeMessage: 'Hi! I can help you find a home. Ask me about listings by city, price or bedrooms.',
  SuggestedMessage: 'Homes for sale in Austin under $600k\nRentals in Seattle with 2 bedrooms\nWhat condos do you have in Miami?',
  ChatBubbleColor: 'rgb(14,116,144)',
  UserMessageColor: 'rgb(14,116,144)',
  UserInputPlaceholder: 'Ask about our listings…',
  ChatbotPrivacyPolicyName: 'Privacy notice',
  ChatbotPrivacyPolicyUrl: 'https://example.com/privacy',
  ChatbotPrivacyPolicyDescription: 'This chat is answered by an AI assistant. Messages are stored to improve our service.',
  EnableUploadImage: true,
  EnablePushToTalk: true,
  FacebookUrl: 'https://facebook.com/example',
  InstagramUrl: 'https://instagram.com/example',
  WhatsappUrl: 'https://wa.me/15551234567',
  AnswerSuffix: '',
  // Talk to a person is on: its mails go to the demo owner, into DATA_DIR/outbox while SMTP_URL is not set.
  TalkToHumanEmail: DEMO_OWNER_EMAIL,
  // Empty: the assistant answers each visitor in the language they write in.
  AIResponseLanguage: ''
}

/** The assistant's picture (rendered from assistant-avatar.svg beside it), found from the project root so a bundled or compiled server finds it too. */
const AVATAR = path.join(projectRoot, 'server/demo/assistant-avatar.png')

/**
 * Stores the demo picture as an uploaded file of the chatbot, as an owner's upload through
 * GetPreUploadUrl would be, and returns its FileStoreId for ChatProfilePicture.
 */
async function storeAvatar(db: Db, dataDir: string, workspaceId: string, chatbotId: string): Promise<string> {
  const bytes = await fs.promises.readFile(AVATAR)
  const id = await createPendingFile(db, {
    workspaceId,
    chatbotId,
    visitorSessionId: null,
    fileName: 'assistant-avatar.png',
    token: randomBytes(16).toString('hex'),
    expiresAt: new Date(),
    allowedKinds: ['image']
  })
  const target = storedFilePath(dataDir, id)
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  await fs.promises.writeFile(target, bytes)
  await markFileReady(db, id, { kind: 'image', mime: 'image/png', size: bytes.length, animated: false })
  return String(id)
}

/**
 * Creates the demo workspace, its owner, chatbot and listings on the first start, in one
 * transaction: a start that fails half-way leaves nothing, and the next start seeds afresh.
 * Returns the new keys and the owner's generated password that one time (they are stored only
 * hashed), and undefined on later starts.
 */
export async function seedDemo(db: Db, dataDir: string, siteUrl: string): Promise<NewDemo | undefined> {
  const existing = await readDemoInfo(dataDir)
  if (existing && (await findChatbot(db, existing.chatbotId))) return undefined
  const { workspace, chatbotId, ownerPassword } = await writeTransaction(db, async (trx) => {
    const workspace = await createWorkspace(trx, 'Demo agency')
    const ownerPassword = (await findUserForSignIn(trx, DEMO_OWNER_EMAIL)) ? undefined : generatePassword()
    if (ownerPassword) await createOwner(trx, { workspaceId: workspace.workspaceId, email: DEMO_OWNER_EMAIL, name: 'Demo owner', password: ownerPassword })
    const chatbotId = await createChatbot(trx, workspace.workspaceId, DEMO_SETTINGS)
    const picture = await storeAvatar(trx, dataDir, workspace.workspaceId, chatbotId)
    await updateChatbotSettings(trx, chatbotId, workspace.workspaceId, { ChatProfilePicture: picture })
    await createListings(trx, chatbotId, demoListings(chatbotId, siteUrl))
    return { workspace, chatbotId, ownerPassword }
  })
  const info: DemoInfo = { workspaceId: workspace.workspaceId, chatbotId }
  await fs.promises.mkdir(dataDir, { recursive: true })
  await fs.promises.writeFile(demoFile(dataDir), JSON.stringify(info, null, 2))
  return { ...workspace, ...info, ownerEmail: DEMO_OWNER_EMAIL, ownerPassword }
}
