import net from 'node:net'

/**
 * A free loopback port: the one helper every harness asks (child servers, PostgreSQL clusters).
 *
 * @example
 * const port = await freePort() // 41733
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
