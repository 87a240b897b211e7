// Draws one `state` (docs/table.md) into the page. Every word shown comes from the server
// (the state, or the welcome's words); names people chose are set as text, never as HTML.
// Each card the player may touch is a "place" with a key: "<seat>/stock:N",
// "<seat>/hand:<card>", "<seat>/hand" (a hand seen only as a count), "pile:N".

import { cardElement, cardText } from './cards.mjs';

const $ = (id) => document.getElementById(id);

function place(key, card, { small = false, pile = false, label = '' } = {}) {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'place' + (small ? ' small' : '') + (pile ? ' pile' : '');
  el.dataset.place = key;
  el.tabIndex = -1;
  if (label) el.setAttribute('aria-label', label);
  el.append(card);
  return el;
}

function withCount(el, count) {
  if (count > 1 || (count === 1 && el.querySelector('.back'))) {
    const badge = document.createElement('span');
    badge.className = 'count';
    badge.textContent = String(count);
    el.append(badge);
  }
  return el;
}

function seats(state) {
  const me = state.seat ?? 0;
  return { me, rival: 1 - me };
}

function nameOf(state, seat) {
  const player = (state.players || []).find((p) => p.seat === seat);
  return player ? player.name : '';
}

function tally(state, seat, waiting) {
  // the face-down cards a seat has still to come (Spit's spit cards, Speed's draw pile),
  // whether it has called, and a points series' score
  const parts = [];
  const stack = document.createElement('span');
  stack.className = 'mini-back';
  const count = document.createElement('span');
  count.className = 'waiting';
  count.textContent = String(waiting[seat]);
  parts.push(stack, count);
  if (state.table && state.table.calls && state.table.calls[seat]) {
    const called = document.createElement('span');
    called.className = 'called';
    called.textContent = '✓';
    parts.push(called);
  }
  const scores = state.scores || [0, 0];
  if (scores[0] || scores[1]) {
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = String(scores[seat]);
    parts.push(score);
  }
  return parts;
}

function spitZones(state, words) {
  const { me, rival } = seats(state);
  const table = state.table;
  const row = (seat, small) =>
    table.sides[seat].stocks.map((stock, i) => {
      const size = stock.hidden + (stock.top ? 1 : 0);
      const card = cardElement(stock.top, { down: !stock.top && stock.hidden > 0, stacked: size > 1, words });
      return withCount(place(`${seat}/stock:${i}`, card, { small, label: cardText(stock.top, words) }), size);
    });
  return {
    mine: row(me, false),
    theirs: row(rival, true),
    beside: [null, null],
    waiting: [table.sides[0].spit_left, table.sides[1].spit_left],
  };
}

function speedZones(state, words) {
  const { me, rival } = seats(state);
  const table = state.table;
  let mine;
  if (Array.isArray(table.hand)) {
    mine = table.hand.map((code) =>
      place(`${me}/hand:${code}`, cardElement(code, { words }), { label: cardText(code, words) }),
    );
  } else {
    // a spectator: no hand, only its count (P1)
    mine = [withCount(place(`${me}/hand`, cardElement(null, { down: table.hands[me] > 0, words })), table.hands[me])];
  }
  const theirs = [
    withCount(place(`${rival}/hand`, cardElement(null, { down: table.hands[rival] > 0, words }), { small: true }), table.hands[rival]),
  ];
  return { mine, theirs, beside: table.sides, waiting: table.draws };
}

/** Draw `state`; return the places by key. */
export function render(state, words) {
  const { me, rival } = seats(state);
  const zones = state.game === 'speed' ? speedZones(state, words) : spitZones(state, words);
  $('mine').replaceChildren(...zones.mine);
  $('rival').replaceChildren(...zones.theirs);
  $('me-name').textContent = nameOf(state, me);
  $('rival-name').textContent = nameOf(state, rival);
  $('me-tally').replaceChildren(...tally(state, me, zones.waiting));
  $('rival-tally').replaceChildren(...tally(state, rival, zones.waiting));

  state.table.piles.forEach((pile, i) => {
    const spot = $(`spot-${i}`);
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = words[i === 0 ? 'table-pile-left' : 'table-pile-right'] || '';
    const card = cardElement(pile.top, { down: !pile.top && pile.size > 0, stacked: pile.size > 1, words });
    const el = place(`pile:${i}`, card, { pile: true, label: label.textContent });
    // the arrow key that picks this pile (shown on a desktop while the pile is a target)
    const cap = document.createElement('span');
    cap.className = 'keycap';
    cap.textContent = i === 0 ? '←' : '→';
    el.append(cap);
    if (pile.in_use === false) el.classList.add('unused');
    const size = document.createElement('span');
    size.className = 'size';
    size.textContent = String(pile.size);
    const beside = document.createElement('span');
    beside.className = 'beside';
    const aside = zones.beside[i];
    if (aside !== null && aside !== undefined) {
      // Speed's side pile beside this centre pile: face down, seen as its count
      const back = document.createElement('span');
      back.className = 'mini-back';
      const count = document.createElement('span');
      count.className = 'side-count';
      count.textContent = String(aside);
      beside.replaceChildren(back, count);
    }
    spot.replaceChildren(label, el, size, beside);
  });

  $('said').textContent = state.said || '';
  const places = new Map();
  for (const el of document.querySelectorAll('[data-place]')) {
    if (el.dataset.place) places.set(el.dataset.place, el);
  }
  return places;
}

/** The key of the place a move or an event comes from, for `seat`: `known(key)` says
 * which places there are (Speed's card in a hand, else the hand seen as a count). */
export function sourceKey(seat, from, card, known) {
  if (!from) return null;
  if (from === 'hand') {
    const own = `${seat}/hand:${card}`;
    return known(own) ? own : `${seat}/hand`;
  }
  if (from.startsWith('pile:')) return from;
  return `${seat}/${from}`;
}

/** The key of the place a move goes to. */
export function targetKey(seat, to) {
  if (!to) return null;
  if (to.startsWith('pile:')) return to;
  return `${seat}/${to}`;
}
