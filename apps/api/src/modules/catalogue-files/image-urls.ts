import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { MAX_IMAGE_BYTES } from '../media';

const FETCH_TIMEOUT_MS = 10_000;

/** Addresses a catalogue file may never make the server call: its own machine and private networks. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses. */
function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateNetworks.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return privateNetworks.check(mapped[1], 'ipv4');
  return privateNetworks.check(address, 'ipv6');
}

/** Why the server will not fetch this image address as written, or null when it may. */
function imageUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'This is not a web address: give the full address, starting with https://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Only http and https image addresses are fetched.';
  if (url.username || url.password) return 'Image addresses may not carry a user name or password.';
  return null;
}

const REFUSED =
  'This address is on a private network or this machine: images are only fetched from the internet.';

/**
 * Every address the host has, refused when any is private: so a name cannot point partly inside.
 * Returns the first, which the fetch then connects to (no second look-up an attacker could change).
 */
async function publicAddressOf(hostname: string): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  const [first] = addresses;
  if (!first || addresses.some(({ address }) => isPrivateAddress(address))) throw new Error(REFUSED);
  return first;
}

/** The public address the server would fetch from; throws an Error whose message is for the shop owner. */
async function publicTargetOf(url: URL): Promise<{ address: string; family: number }> {
  try {
    return await publicAddressOf(url.hostname);
  } catch (error) {
    throw error instanceof Error && error.message === REFUSED
      ? error
      : new Error('This host could not be found.');
  }
}

/** Why the server will not fetch this image address, or null when it may: as written, then where its host is. */
export async function imageAddressProblem(text: string): Promise<string | null> {
  const problem = imageUrlProblem(text);
  if (problem) return problem;
  try {
    await publicTargetOf(new URL(text.trim()));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The bytes at an image address: public addresses only, within 10 seconds and 5 MB, no redirects
 * followed (a redirect could lead inside). Throws an Error whose message is for the shop owner.
 */
export async function fetchImage(text: string): Promise<Buffer> {
  const problem = imageUrlProblem(text);
  if (problem) throw new Error(problem);
  const url = new URL(text.trim());
  const target = await publicTargetOf(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        timeout: FETCH_TIMEOUT_MS,
        // The address already checked, so the connection goes exactly there.
        lookup: (_host, options, done) => {
          if ((options as { all?: boolean }).all) done(null, [target] as never);
          else done(null, target.address, target.family);
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`The image address answered ${response.statusCode}, not the image.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_IMAGE_BYTES) {
            request.destroy();
            reject(new Error('Images may be at most 5 MB each.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', () => reject(new Error('The image could not be downloaded.')));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('The image took more than 10 seconds to download.'));
    }, FETCH_TIMEOUT_MS);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => reject(new Error('The image could not be downloaded.')));
  });
}
