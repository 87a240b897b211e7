// The live table's page: who am I (a Discord Activity, or a web page after the bot's OAuth2
// login), one socket to the bot, and the table drawn from what it pushes.

import { discordLogin, inDiscord } from './discord.mjs';
import { Link } from './link.mjs';
import { Table } from './play.mjs';

const TICKET_KEY = 'spitbot-table-ticket';
const RELOGIN_KEY = 'spitbot-table-signed-again';

function socketUrl() {
  const url = new URL('ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '';
  url.hash = '';
  return url.href;
}

/** Outside Discord: the ticket the bot's /callback put after '#', kept for reloads. */
function webTicket() {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const fromHash = hash.get('ticket');
  if (fromHash) {
    sessionStorage.setItem(TICKET_KEY, fromHash);
    sessionStorage.removeItem(RELOGIN_KEY);
    // the ticket stays out of the address bar and the history
    history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromHash;
  }
  return sessionStorage.getItem(TICKET_KEY);
}

async function start() {
  const params = new URLSearchParams(window.location.search);
  const theme = params.get('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  const table = new Table();
  let ticket;
  const where = {};
  if (inDiscord()) {
    try {
      const login = await discordLogin();
      ticket = login.ticket;
      where.channel = login.channel;
    } catch (error) {
      table.showBanner(error.words || '', []);
      table.root.dataset.failed = 'login';
      return { table };
    }
  } else {
    ticket = webTicket();
    if (!ticket) {
      window.location.replace('login' + window.location.search);
      return { table };
    }
    if (params.get('match')) where.match = params.get('match');
    else if (params.get('channel')) where.channel = params.get('channel');
  }
  let signedAgain = false;
  const link = new Link(
    socketUrl(),
    () => ({ type: 'hello', ticket, ...where, version: table.version, protocol: 1 }),
    (message) => {
      // the newest ticket is the one a reconnect says hello with: each welcome's, and
      // the one the server sends every few minutes
      if ((message.type === 'welcome' || message.type === 'ticket') && message.ticket) {
        ticket = message.ticket;
        signedAgain = false;
        if (!inDiscord()) sessionStorage.setItem(TICKET_KEY, ticket);
      }
      table.receive(message);
    },
    (what, detail) => {
      table.linkChanged(what, detail);
      // a ticket that expired while the socket was away (a phone asleep): sign in again,
      // once, without asking (inside Discord the SDK's authorize, prompt none; outside,
      // the bot's login, which comes straight back when Discord remembers the consent)
      if (what === 'closed' && detail.code === 4001 && !signedAgain) {
        signedAgain = true;
        if (inDiscord()) {
          discordLogin()
            .then((login) => {
              ticket = login.ticket;
              link.open();
            })
            .catch((error) => table.showBanner(error.words || '', []));
        } else if (!sessionStorage.getItem(RELOGIN_KEY)) {
          sessionStorage.setItem(RELOGIN_KEY, '1');
          sessionStorage.removeItem(TICKET_KEY);
          window.location.replace('login' + window.location.search);
        }
      }
    },
  );
  table.link = link;
  link.open();
  return { table, link };
}

// tests and a curious player's console: the table and its link
window.spitbotTable = start();
