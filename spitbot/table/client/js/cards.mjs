// Cards drawn from the notation's two characters (rank 23456789TJQKA, suit SHDC). The rank
// faces a language writes differently come from the server's words (rank-T … rank-A).

const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED = new Set(['H', 'D']);

export function rankFace(rank, words) {
  const worded = words[`rank-${rank}`];
  if (worded) return worded;
  return rank === 'T' ? '10' : rank;
}

/** A card's face as text (for titles and labels of places that have no move). */
export function cardText(code, words) {
  if (!code) return '';
  return rankFace(code[0], words) + SUITS[code[1]];
}

/** A card element: face up (code), face down (code null, down true) or an empty space. */
export function cardElement(code, { down = false, stacked = false, words = {} } = {}) {
  const el = document.createElement('span');
  el.className = 'card';
  if (code) {
    const suit = code[1];
    if (RED.has(suit)) el.classList.add('red');
    el.dataset.card = code;
    const corner = document.createElement('span');
    corner.className = 'corner';
    const r = document.createElement('span');
    r.className = 'r';
    r.textContent = rankFace(code[0], words);
    const s = document.createElement('span');
    s.className = 's';
    s.textContent = SUITS[suit];
    corner.append(r, s);
    const pip = document.createElement('span');
    pip.className = 'pip';
    pip.textContent = SUITS[suit];
    el.append(corner, pip);
  } else if (down) {
    el.classList.add('back');
  } else {
    el.classList.add('empty');
  }
  if (stacked) el.classList.add('stacked');
  return el;
}
