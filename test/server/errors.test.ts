import { describe, expect, it } from 'vitest'
import { BadGatewayError, HttpError, ServiceUnavailableError, TooManyRequestsError } from '../../server/errors.ts'

describe('typed errors', () => {
  it('keep the failure underneath as their cause, beside their status and headers', () => {
    const underneath = new Error('connect ECONNREFUSED 127.0.0.1:11434')
    const gateway = new BadGatewayError('The AI model could not be reached; check OPENAI_BASE_URL', { cause: underneath })
    expect(gateway).toBeInstanceOf(HttpError)
    expect(gateway).toMatchObject({ statusCode: 502, name: 'BadGatewayError', cause: underneath })
    const unavailable = new ServiceUnavailableError('The mail could not be sent', 30, { cause: underneath })
    expect(unavailable).toMatchObject({ statusCode: 503, headers: { 'retry-after': '30' }, cause: underneath })
    expect(new TooManyRequestsError('Slow down', 0.2).headers).toEqual({ 'retry-after': '1' })
    expect(new TooManyRequestsError('Slow down', 5).cause).toBeUndefined()
  })
})
