// Inside Discord (an Activity: Discord puts frame_id in the page's query): the Embedded
// App SDK's handshake, authorize with the `identify` scope, the bot exchanges the code
// (POST api/token, docs/table.md), authenticate, and the ticket for the socket. Every
// URL is relative: Discord's proxy maps them to the bot (the URL mapping).

export function inDiscord() {
  return new URLSearchParams(window.location.search).has('frame_id');
}

async function clientId() {
  const meta = document.querySelector('meta[name="spitbot-client-id"]');
  if (meta && meta.content) return meta.content;
  // an Activity is served from <application id>.discordsays.com
  const host = window.location.hostname.match(/^(\d+)\.discordsays\.com$/);
  if (host) return host[1];
  const answer = await fetch('api/config', { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`api/config answered ${answer.status}`);
  const config = await answer.json();
  return String(config.client_id);
}

/** Log in through Discord; resolves to {ticket, channel, instance, user}. */
let opened = null; // the SDK, once: a second sign-in only authorizes again

async function openSdk() {
  if (!opened) {
    opened = (async () => {
      const { DiscordSDK } = await import('../vendor/discord-embedded-app-sdk.mjs');
      const id = await clientId();
      const sdk = new DiscordSDK(id);
      await sdk.ready();
      return { sdk, id };
    })();
  }
  return opened;
}

export async function discordLogin() {
  const { sdk, id } = await openSdk();
  const { code } = await sdk.commands.authorize({
    client_id: id,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const answer = await fetch('api/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code,
      instance_id: sdk.instanceId,
      channel_id: sdk.channelId,
      guild_id: sdk.guildId,
    }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) {
    const error = new Error(body.error || `api/token answered ${answer.status}`);
    error.words = body.words;
    throw error;
  }
  await sdk.commands.authenticate({ access_token: body.access_token });
  return { ticket: body.ticket, channel: sdk.channelId, instance: sdk.instanceId, user: body.user, sdk };
}
