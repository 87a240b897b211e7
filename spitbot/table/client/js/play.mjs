// The table a player plays at: draws each state, offers the moves the server sent (the
// client never computes a rule), and sends a press for a tap, a click, a drag onto a
// place, or a key. A press shows pending until its answer; a refusal shows its reason
// in the status line, which keeps its height, so nothing moves under the finger.

import { render, sourceKey, targetKey } from './render.mjs';

const $ = (id) => document.getElementById(id);
const REFUSAL_MS = 2500;
const DRAG_PX = 10;
const MOVE_MS = 180;

function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const KEY_FACES = { ' ': '␣', ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', Enter: '↵' };

function keycap(key) {
  const cap = document.createElement('span');
  cap.className = 'keycap';
  cap.textContent = KEY_FACES[key] || key;
  return cap;
}

export class Table {
  constructor() {
    this.link = null;
    this.words = {};
    this.welcome = null;
    this.state = null;
    this.version = null;
    this.places = new Map();
    this.bySource = new Map(); // place key -> moves from it
    this.calls = []; // moves from nowhere (Spit!, Flip!, slap, choose)
    this.selected = null;
    this.seq = 0;
    this.pending = new Map(); // seq -> place key or "call:<move id>"
    this.drag = null;
    this.queued = null;
    this.refusalTimer = null;
    this.countdownFrame = null;
    this.dragVersion = null; // the version a drag began on
    this.flights = 0; // moves animated so far
    this.root = $('table');
    this.listen();
  }

  w(id) {
    return this.words[id] || '';
  }

  // --- messages --------------------------------------------------------------------

  receive(message) {
    switch (message.type) {
      case 'welcome':
        return this.onWelcome(message);
      case 'state':
        return this.onState(message);
      case 'answer':
        return this.onAnswer(message);
      case 'error':
        return this.onError(message);
      default:
        return undefined;
    }
  }

  onWelcome(message) {
    this.welcome = message;
    this.words = message.words || {};
    document.documentElement.lang = message.locale || 'und';
    if (this.words['table-title']) document.title = this.words['table-title'];
    this.root.dataset.role = message.role;
    this.root.dataset.game = message.game;
    const keys = $('keys');
    keys.textContent = message.role === 'player' ? this.w('table-keys') : '';
    keys.hidden = !keys.textContent;
    this.status(message.role === 'spectator' ? message.why_spectator || this.w('table-spectating') : '');
    // presses sent before a reconnect are answered by the state the server sends now
    this.pending.clear();
  }

  onState(state) {
    if (this.drag && this.drag.moved) {
      this.queued = state; // drawn when the finger lets go
      return;
    }
    const animate = this.version !== null && state.version === this.version + 1 && !reducedMotion();
    const before = new Map();
    if (animate) for (const [key, el] of this.places) before.set(key, el.getBoundingClientRect());
    this.state = state;
    this.places = render(state, this.words);
    this.offer(state);
    this.countdown(state.countdown);
    this.banner(state);
    this.version = state.version;
    this.root.dataset.version = String(state.version);
    this.root.dataset.phase = state.phase;
    this.root.setAttribute('aria-busy', 'false');
    if (animate) this.animate(state, before);
  }

  onAnswer(answer) {
    const key = this.pending.get(answer.seq);
    this.pending.delete(answer.seq);
    this.markPending();
    if (!answer.applied) this.refuse(key, answer.words);
  }

  onError(error) {
    if (error.seq !== undefined && error.seq !== null) {
      const key = this.pending.get(error.seq);
      this.pending.delete(error.seq);
      this.markPending();
      this.refuse(key, error.words);
      return;
    }
    if (error.fatal) this.showBanner(error.words || '', []);
    else this.refuse(null, error.words);
  }

  // --- the moves on offer --------------------------------------------------------------

  offer(state) {
    const seat = state.seat;
    this.bySource = new Map();
    this.calls = [];
    for (const move of state.moves || []) {
      const key = sourceKey(seat, move.from, move.card, (k) => this.places.has(k));
      if (key === null) this.calls.push(move);
      else {
        if (!this.bySource.has(key)) this.bySource.set(key, []);
        this.bySource.get(key).push(move);
      }
    }
    for (const [key, el] of this.places) {
      const moves = this.bySource.get(key) || [];
      const targeted = this.calls.some((m) => targetKey(seat, m.to) === key);
      const playable = moves.length > 0 || targeted;
      el.classList.toggle('playable', playable);
      el.tabIndex = playable ? 0 : -1;
      // the keys of this card's moves (one per move, or one the card's moves share)
      const keys = [...new Set(moves.map((m) => m.key).filter(Boolean))];
      if (playable && keys.length && !key.startsWith('pile:')) el.append(keycap(keys.join(' ')));
      if (moves.length === 1) el.setAttribute('aria-label', moves[0].label);
    }
    const buttons = this.calls.map((move) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'call';
      button.dataset.move = move.id;
      const label = document.createElement('span');
      label.className = 'label';
      label.textContent = move.label;
      button.append(label);
      if (move.key) button.append(keycap(move.key));
      return button;
    });
    $('calls').replaceChildren(...buttons);
    if (this.selected && !this.bySource.has(this.selected)) this.selected = null;
    this.markSelection();
    this.markPending();
  }

  markSelection() {
    const targets = new Set();
    if (this.selected) {
      for (const move of this.bySource.get(this.selected) || []) {
        targets.add(targetKey(this.state.seat, move.to));
      }
    }
    for (const [key, el] of this.places) {
      el.classList.toggle('selected', key === this.selected);
      el.classList.toggle('target', targets.has(key));
    }
  }

  markPending() {
    const keys = new Set(this.pending.values());
    for (const [key, el] of this.places) el.classList.toggle('pending', keys.has(key));
    for (const button of document.querySelectorAll('.call')) {
      button.classList.toggle('pending', keys.has(`call:${button.dataset.move}`));
    }
  }

  press(move, key) {
    this.selected = null;
    this.markSelection();
    this.seq += 1;
    // the version on screen when pressed (for a drag: when the drag began)
    const version = this.dragVersion ?? this.version;
    this.dragVersion = null;
    const sent =
      this.link && this.link.send({ type: 'press', move: move.id, version, seq: this.seq });
    if (!sent) {
      this.refuse(key, this.w('table-reconnecting'));
      return;
    }
    this.pending.set(this.seq, key);
    this.markPending();
  }

  /** A tap, a click or Enter on a place. */
  tap(key) {
    const seat = this.state ? this.state.seat : null;
    if (seat === null || seat === undefined) return;
    if (this.selected && key !== this.selected) {
      const move = (this.bySource.get(this.selected) || []).find((m) => targetKey(seat, m.to) === key);
      if (move) return this.press(move, this.selected);
    }
    const moves = this.bySource.get(key) || [];
    if (moves.length === 1) return this.press(moves[0], key);
    if (moves.length > 1) {
      this.selected = this.selected === key ? null : key;
      this.markSelection();
      return undefined;
    }
    const call = this.calls.find((m) => targetKey(seat, m.to) === key);
    if (call) return this.press(call, `call:${call.id}`);
    this.selected = null;
    this.markSelection();
    return undefined;
  }

  key(event) {
    if (!this.state || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      this.selected = null;
      this.markSelection();
      return;
    }
    // the key the server gave one move plays that move
    const seat = this.state.seat;
    const exact = (this.state.moves || []).filter((m) => m.key === event.key);
    if (exact.length === 1) {
      event.preventDefault();
      const move = exact[0];
      const from = sourceKey(seat, move.from, move.card, (k) => this.places.has(k));
      this.press(move, from === null ? `call:${move.id}` : from);
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      this.tap(event.key === 'ArrowLeft' ? 'pile:0' : 'pile:1');
      event.preventDefault();
      return;
    }
    // a key shared by a card's moves picks the card (then an arrow picks the pile)
    const matching = [...this.bySource.entries()].filter(([, moves]) => moves.some((m) => m.key === event.key));
    if (matching.length === 1) {
      event.preventDefault();
      this.tap(matching[0][0]);
    }
  }

  refuse(key, words) {
    this.status(words || '', true);
    const el = key && (key.startsWith('call:')
      ? document.querySelector(`.call[data-move="${CSS.escape(key.slice(5))}"]`)
      : this.places.get(key));
    if (el) {
      el.classList.remove('refused');
      void el.offsetWidth; // restart the shake
      el.classList.add('refused');
    }
  }

  status(words, refusal = false) {
    const line = $('status');
    line.textContent = words;
    line.classList.toggle('refusal', refusal);
    clearTimeout(this.refusalTimer);
    if (refusal) {
      this.refusalTimer = setTimeout(() => {
        line.classList.remove('refusal');
        line.textContent = this.restingStatus();
      }, REFUSAL_MS);
    }
  }

  restingStatus() {
    if (this.welcome && this.welcome.role === 'spectator') {
      return this.welcome.why_spectator || this.w('table-spectating');
    }
    return '';
  }

  // --- countdown, the end, the link ----------------------------------------------------

  countdown(countdown) {
    const box = $('countdown');
    cancelAnimationFrame(this.countdownFrame);
    if (!countdown) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    $('countdown-words').textContent = countdown.words || '';
    const now = () => (this.link ? this.link.serverNow() : Date.now());
    const total = Math.max(1, countdown.deadline_ms - now());
    const tick = () => {
      const left = Math.max(0, countdown.deadline_ms - now());
      $('countdown-seconds').textContent = String(Math.ceil(left / 1000));
      $('countdown-fill').style.transform = `scaleX(${Math.min(1, left / total)})`;
      if (left > 0) this.countdownFrame = requestAnimationFrame(tick);
    };
    tick();
  }

  banner(state) {
    if (state.over && state.result) {
      // what the board says of the end (who won), then the result's lines
      this.showBanner(this.w('table-match-over'), state.result.words || [], state.said);
    } else {
      $('banner').hidden = true;
    }
  }

  showBanner(title, lines, said = null) {
    $('banner-title').textContent = title;
    const paragraphs = lines.map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    });
    if (said) {
      const p = document.createElement('p');
      p.className = 'headline';
      p.textContent = said;
      paragraphs.unshift(p);
    }
    $('banner-lines').replaceChildren(...paragraphs);
    $('banner').hidden = false;
  }

  linkChanged(what, detail = {}) {
    this.root.dataset.link = what === 'open' ? 'open' : what === 'closed' || what === 'lost' ? 'lost' : 'connecting';
    const words = $('link-words');
    if (what === 'open') {
      // the server's words hold the number's place: "Ping: {ms} ms"
      words.textContent = detail.rtt !== null && detail.rtt !== undefined
        ? this.w('table-latency').replace('{ms}', String(Math.round(detail.rtt)))
        : '';
      this.root.dataset.rtt = detail.rtt ?? '';
    } else if (what === 'lost' || what === 'reconnecting') {
      words.textContent = this.w('table-reconnecting');
    } else if (what === 'connecting') {
      words.textContent = this.w('table-connecting');
    } else if (what === 'closed') {
      words.textContent = '';
    }
  }

  // --- animation ---------------------------------------------------------------------

  animate(state, before) {
    for (const event of state.events || []) {
      if (!event.from || !event.to) continue;
      const from = before.get(sourceKey(event.seat, event.from, event.card, (k) => before.has(k)));
      const target = this.places.get(targetKey(event.seat, event.to));
      if (!from || !target) continue;
      const card = target.querySelector('.card');
      const to = card.getBoundingClientRect();
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      const scale = from.width / to.width;
      card.animate(
        [{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: 'none' }],
        { duration: MOVE_MS, easing: 'cubic-bezier(.2,.7,.3,1)' },
      );
      this.flights += 1;
      this.root.dataset.flights = String(this.flights);
    }
  }

  // --- input -------------------------------------------------------------------------

  listen() {
    // A press is followed by what it names (a place's key, a call's move id), not by the
    // element: a state may redraw the table between the finger going down and up (the
    // rival played), and the tap must still count.
    const named = (node) => {
      const call = node && node.closest && node.closest('.call');
      if (call) return { call: call.dataset.move };
      const at = node && node.closest && node.closest('[data-place]');
      return at && at.dataset.place ? { place: at.dataset.place } : null;
    };
    this.root.addEventListener('click', (event) => {
      // a finger's or a mouse's click was taken at pointerup; this is Enter or Space on a
      // focused button, or a script's click
      if (event.detail > 0 || event.pointerType) return;
      this.activate(named(event.target));
    });
    this.root.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      const what = named(event.target);
      if (!what) return;
      this.drag = { ...what, x: event.clientX, y: event.clientY, moved: false };
    });
    window.addEventListener('pointermove', (event) => {
      const drag = this.drag;
      if (!drag || !drag.place || !this.bySource.has(drag.place)) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < DRAG_PX) return;
      const el = this.places.get(drag.place);
      if (!el) return;
      if (!drag.moved) {
        drag.moved = true;
        this.dragVersion = this.version;
        el.classList.add('dragging');
        this.selected = drag.place;
        this.markSelection();
      }
      el.style.transform = `translate(${dx}px, ${dy}px)`;
    });
    const up = (event) => {
      const drag = this.drag;
      this.drag = null;
      if (!drag) return;
      if (!drag.moved) {
        // a tap: it counts if the finger came up on what it went down on
        const under = named(document.elementFromPoint(event.clientX, event.clientY));
        if (event.type === 'pointerup' && under && under.place === drag.place && under.call === drag.call) {
          this.activate(under);
        }
        return;
      }
      const el = this.places.get(drag.place);
      if (el) {
        el.classList.remove('dragging');
        el.style.transform = '';
      }
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const at = under && under.closest('[data-place]');
      const seat = this.state.seat;
      const move =
        at && (this.bySource.get(drag.place) || []).find((m) => targetKey(seat, m.to) === at.dataset.place);
      this.selected = null;
      // the press names the version the player dragged on, then the state that came
      // meanwhile is drawn
      if (move && event.type === 'pointerup') this.press(move, drag.place);
      else {
        this.dragVersion = null;
        this.markSelection();
      }
      if (this.queued) {
        const queued = this.queued;
        this.queued = null;
        this.onState(queued);
      }
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    document.addEventListener('keydown', (event) => this.key(event));
  }

  /** A tap, a click or Enter on a place or a call. */
  activate(what) {
    if (!what) return;
    if (what.call) {
      const move = this.calls.find((m) => m.id === what.call);
      if (move) this.press(move, `call:${move.id}`);
      return;
    }
    const el = this.places.get(what.place);
    if (el && (el.classList.contains('playable') || el.classList.contains('target'))) {
      this.tap(what.place);
    }
  }
}
