// Draws the sample catalogue's pictures: one flat illustration per listing, each a scene of its
// own (a hill-top lodge among trees, a surf guesthouse on Bureh beach, a pickup on a Kenema
// road). Run `node backend/scripts/draw-seed-pictures.mjs` after changing a scene; the SVGs are
// written to backend/assets/media/listings/<kind>/<slug>.svg and committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'media',
  'listings',
);
const W = 800;
const H = 500;

/* ------------------------------------------------------------------ skies and lands */

const SKIES = {
  day: ['#7EC8F2', '#CDEBFA', '#FFE9A8'],
  morning: ['#9ED3F0', '#F6E2C6', '#FFD79A'],
  dusk: ['#2B3A7A', '#E9776B', '#FBC67A'],
  night: ['#0B1640', '#1E2F6B', '#3A4C8C'],
  overcast: ['#A9B8C6', '#D5DEE6', '#EEF1F4'],
};

function sky(kind, sunX = 620, sunY = 150) {
  const [a, b, c] = SKIES[kind];
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
  out = `<defs>${out}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (kind === 'night') {
    const stars = [
      [60, 50],
      [140, 110],
      [230, 40],
      [320, 90],
      [410, 30],
      [520, 70],
      [700, 40],
      [760, 120],
      [90, 170],
      [470, 140],
    ];
    out += stars
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff" opacity=".8"/>`)
      .join('');
    out += `<circle cx="${sunX}" cy="${sunY}" r="30" fill="#F4F1DE"/><circle cx="${sunX + 12}" cy="${sunY - 8}" r="26" fill="${a}"/>`;
  } else if (kind !== 'overcast') {
    const sun = kind === 'dusk' ? '#FFC36B' : '#FFE27A';
    out += `<circle cx="${sunX}" cy="${sunY}" r="60" fill="${sun}" opacity=".3"/><circle cx="${sunX}" cy="${sunY}" r="40" fill="${sun}"/>`;
  } else {
    out += cloud(160, 90, 1.4) + cloud(560, 70, 1.1);
  }
  if (kind === 'day' || kind === 'morning') out += cloud(150, 80, 1) + cloud(420, 60, 0.8);
  return out;
}

const cloud = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity=".85"><ellipse cx="0" cy="0" rx="46" ry="16"/><ellipse cx="-20" cy="-10" rx="22" ry="16"/><ellipse cx="14" cy="-14" rx="26" ry="20"/></g>`;

const LANDS = {
  sea: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="${o.sea ?? '#1C8FD1'}"/>` +
    `<path d="M40 ${o.horizon + 20}h60M220 ${o.horizon + 34}h80M480 ${o.horizon + 16}h70M640 ${o.horizon + 38}h90" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
  hills: (o) =>
    `<path d="M0 ${o.horizon}C150 ${o.horizon - 70} 290 ${o.horizon - 40} 420 ${o.horizon - 10}S680 ${o.horizon - 80} 800 ${o.horizon - 30}V500H0z" fill="#3C8F55"/>` +
    `<path d="M0 ${o.horizon + 50}C180 ${o.horizon} 330 ${o.horizon + 10} 460 ${o.horizon + 40}S700 ${o.horizon} 800 ${o.horizon + 30}V500H0z" fill="#4FAE66"/>`,
  mountains: (o) =>
    `<path d="M0 ${o.horizon}L120 ${o.horizon - 150}L220 ${o.horizon - 60}L340 ${o.horizon - 210}L470 ${o.horizon - 50}L580 ${o.horizon - 170}L700 ${o.horizon - 70}L800 ${o.horizon - 120}V500H0z" fill="#5E6E8C"/>` +
    `<path d="M340 ${o.horizon - 210}l-32 52l18 -6l14 16l16 -18l16 8z" fill="#F4F4F4"/>` +
    `<path d="M0 ${o.horizon + 30}C160 ${o.horizon - 40} 320 ${o.horizon} 480 ${o.horizon - 10}S720 ${o.horizon - 30} 800 ${o.horizon}V500H0z" fill="#2F7D4A"/>`,
  forest: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="#2F7D4A"/>` +
    Array.from({ length: 14 }, (_, i) => {
      const x = i * 60 + (i % 2) * 18;
      const r = 34 + ((i * 7) % 16);
      return `<circle cx="${x}" cy="${o.horizon - 6 + (i % 3) * 6}" r="${r}" fill="${i % 2 ? '#1F6B3B' : '#27804A'}"/>`;
    }).join(''),
  city: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="#B9B3A5"/>` +
    [
      [20, 90, 70],
      [100, 140, 60],
      [170, 70, 80],
      [260, 120, 50],
      [320, 160, 70],
      [400, 90, 60],
      [470, 130, 80],
      [560, 80, 70],
      [640, 150, 60],
      [710, 100, 90],
    ]
      .map(
        ([x, h, w]) =>
          `<rect x="${x}" y="${o.horizon - h}" width="${w}" height="${h}" fill="#8C9BB0" opacity=".7"/>`,
      )
      .join(''),
  plain: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="${o.field ?? '#7DB65A'}"/>`,
  savanna: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="#C9B458"/>` +
    `<path d="M0 ${o.horizon}C200 ${o.horizon - 30} 500 ${o.horizon - 20} 800 ${o.horizon - 40}V${o.horizon + 10}H0z" fill="#8FA04A"/>`,
  river: (o) =>
    `<rect y="${o.horizon}" width="${W}" height="${H - o.horizon}" fill="#2F7D4A"/>` +
    `<path d="M0 ${o.horizon + 60}C200 ${o.horizon + 20} 380 ${o.horizon + 120} 560 ${o.horizon + 80}S760 ${o.horizon + 40} 800 ${o.horizon + 50}V${o.horizon + 150}C700 ${o.horizon + 130} 560 ${o.horizon + 190} 380 ${o.horizon + 170}S120 ${o.horizon + 120} 0 ${o.horizon + 160}z" fill="#5A9FC4"/>`,
};

const GROUNDS = {
  sand: (y) =>
    `<path d="M0 ${y}C200 ${y - 20} 420 ${y + 10} 800 ${y - 14}V500H0z" fill="#F2D7A0"/><path d="M0 ${y + 4}C200 ${y - 16} 420 ${y + 14} 800 ${y - 10}" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>`,
  grass: (y) =>
    `<path d="M0 ${y}C260 ${y - 16} 520 ${y + 12} 800 ${y - 8}V500H0z" fill="#5DAA5E"/>`,
  road: (y) =>
    `<rect y="${y}" width="${W}" height="${H - y}" fill="#6B6E73"/><path d="M0 ${y + (H - y) / 2}H800" stroke="#F4D35E" stroke-width="6" stroke-dasharray="40 30"/><rect y="${y - 8}" width="${W}" height="8" fill="#A5A29A"/>`,
  dirt: (y) => `<path d="M0 ${y}C260 ${y - 12} 520 ${y + 10} 800 ${y - 6}V500H0z" fill="#B5764A"/>`,
  water: (y) =>
    `<rect y="${y}" width="${W}" height="${H - y}" fill="#1A7FBE"/><path d="M60 ${y + 30}h70M300 ${y + 50}h90M560 ${y + 26}h80" stroke="#fff" stroke-width="3" opacity=".5"/>`,
  paving: (y) =>
    `<rect y="${y}" width="${W}" height="${H - y}" fill="#D9CFBF"/><path d="M0 ${y + 30}H800M0 ${y + 70}H800" stroke="#C4B8A4" stroke-width="3"/>`,
  pitch: (y) =>
    `<rect y="${y}" width="${W}" height="${H - y}" fill="#3FA34D"/><path d="M0 ${y + 40}H800M400 ${y}V500" stroke="#fff" stroke-width="4" opacity=".8"/><ellipse cx="400" cy="${y + 40}" rx="70" ry="22" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>`,
};

/* ------------------------------------------------------------------ things */

const g = (x, y, s, body, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}</g>`;

const PARTS = {
  palm: () =>
    `<path d="M-4 0C-2 -50 2 -90 10 -130" stroke="#8A5A2B" stroke-width="9" fill="none"/><g fill="#2E8B57"><path d="M10 -130c-30 -10 -55 0 -70 20c25 -8 45 -8 70 -20z"/><path d="M10 -130c30 -12 55 -2 70 18c-25 -8 -45 -6 -70 -18z"/><path d="M10 -130c-10 -25 -35 -40 -55 -38c22 6 38 18 55 38z"/><path d="M10 -130c12 -25 36 -38 58 -34c-22 6 -40 16 -58 34z"/></g>`,
  tree: (o) =>
    `<rect x="-5" y="-40" width="10" height="40" fill="#7A4A22"/><circle cx="0" cy="-62" r="${o.r ?? 30}" fill="${o.c ?? '#2E8B57'}"/>`,
  pine: () =>
    `<rect x="-4" y="-20" width="8" height="20" fill="#6B3F1D"/><path d="M0 -110L-30 -20H30z" fill="#1F6B3B"/>`,
  cottonTree: () =>
    `<path d="M-18 0C-10 -60 -14 -120 -4 -160h8C14 -120 10 -60 18 0z" fill="#8A6A4A"/><g fill="#3E8E4E"><ellipse cx="0" cy="-180" rx="120" ry="46"/><ellipse cx="-70" cy="-150" rx="60" ry="30"/><ellipse cx="70" cy="-150" rx="60" ry="30"/></g>`,
  hotelTower: (o) => {
    const floors = o.floors ?? 6;
    const h = floors * 30 + 20;
    let win = '';
    for (let f = 0; f < floors; f++)
      for (let c = 0; c < 4; c++)
        win += `<rect x="${-66 + c * 36}" y="${-h + 16 + f * 30}" width="24" height="16" fill="${o.lit ? '#FFE3A3' : '#BFE3F7'}"/>`;
    return `<rect x="-80" y="-${h}" width="160" height="${h}" fill="${o.c ?? '#F2EEE6'}"/>${win}<rect x="-90" y="-${h + 10}" width="180" height="12" fill="${o.roof ?? '#0B6B2C'}"/><rect x="-16" y="-28" width="32" height="28" fill="#5B4636"/>`;
  },
  resort: (o) =>
    `<rect x="-150" y="-70" width="300" height="70" fill="${o.c ?? '#FFF6E6'}"/><path d="M-165 -70L0 -110L165 -70z" fill="${o.roof ?? '#C0603A'}"/>` +
    [-120, -70, -20, 30, 80]
      .map((x) => `<rect x="${x}" y="-52" width="34" height="26" fill="#8FD3F5"/>`)
      .join('') +
    `<rect x="-12" y="-30" width="24" height="30" fill="#6B4A2B"/>`,
  pool: (o) =>
    `<rect x="${-(o.w ?? 120) / 2}" y="-16" width="${o.w ?? 120}" height="32" rx="12" fill="#4FC3F7" stroke="#fff" stroke-width="4"/><path d="M${-(o.w ?? 120) / 2 + 16} 0h30M10 -4h30" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  umbrella: (o) =>
    `<path d="M0 0V-50" stroke="#6B4A2B" stroke-width="4"/><path d="M-34 -46Q0 -80 34 -46z" fill="${o.c ?? '#E94F37'}"/>`,
  lounger: () =>
    `<path d="M-24 0h40l12 -14" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  lodge: (o) =>
    `<rect x="-90" y="-80" width="180" height="80" fill="#B77A45"/><path d="M-110 -80L0 -150L110 -80z" fill="${o.roof ?? '#7A3E1D'}"/>` +
    `<rect x="-65" y="-60" width="40" height="30" fill="#FFE3A3"/><rect x="25" y="-60" width="40" height="30" fill="#FFE3A3"/><rect x="-16" y="-44" width="32" height="44" fill="#5B2E13"/><path d="M-100 0h200" stroke="#5B2E13" stroke-width="8"/>` +
    `<path d="M-90 -70h180M-90 -40h180" stroke="#8F5A30" stroke-width="3" opacity=".6"/>`,
  guesthouse: (o) =>
    `<rect x="-80" y="-70" width="160" height="70" fill="${o.c ?? '#F6C85F'}"/><path d="M-92 -70L0 -120L92 -70z" fill="${o.roof ?? '#3D5A80'}"/>` +
    `<rect x="-96" y="-26" width="192" height="6" fill="#8A5A2B"/>${[-70, -30, 10, 50].map((x) => `<rect x="${x}" y="-26" width="4" height="26" fill="#8A5A2B"/>`).join('')}` +
    `<rect x="-56" y="-56" width="28" height="22" fill="#fff"/><rect x="28" y="-56" width="28" height="22" fill="#fff"/><rect x="-12" y="-46" width="24" height="46" fill="${o.door ?? '#B23A48'}"/>`,
  bungalow: (o) =>
    `<rect x="-50" y="-44" width="100" height="44" fill="${o.c ?? '#E8C28E'}"/><path d="M-70 -44L0 -90L70 -44z" fill="#C9A25A"/><path d="M-70 -44L0 -90L70 -44" stroke="#9C7A3A" stroke-width="3" fill="none"/><rect x="-12" y="-32" width="24" height="32" fill="#7A4A22"/>`,
  surfboard: (o) =>
    `<ellipse cx="0" cy="-40" rx="9" ry="40" fill="${o.c ?? '#F25F5C'}"/><path d="M0 -78V-2" stroke="#fff" stroke-width="2"/>`,
  villa: () =>
    `<rect x="-140" y="-100" width="280" height="100" fill="#F4EBDD"/><path d="M-156 -100h312l-20 -30h-272z" fill="#8C2F39"/>` +
    [-110, -60, 40, 90]
      .map(
        (x) =>
          `<rect x="${x}" y="-80" width="24" height="36" fill="#5C8AA8"/><rect x="${x - 4}" y="-84" width="32" height="6" fill="#fff"/>`,
      )
      .join('') +
    [-30, -10, 10, 30]
      .map((x) => `<rect x="${x - 3}" y="-96" width="6" height="96" fill="#fff"/>`)
      .join('') +
    `<rect x="-140" y="-52" width="280" height="4" fill="#C8B89E"/>`,
  house: (o) =>
    `<rect x="-90" y="-80" width="180" height="80" fill="${o.c ?? '#F3E9D2'}"/><path d="M-104 -80L0 -136L104 -80z" fill="${o.roof ?? '#B5543A'}"/>` +
    `<rect x="-66" y="-60" width="36" height="30" fill="#7FB7D9"/><rect x="30" y="-60" width="36" height="30" fill="#7FB7D9"/><rect x="-14" y="-50" width="28" height="50" fill="#6B4A2B"/>`,
  apartments: (o) => {
    const floors = o.floors ?? 5;
    const h = floors * 36 + 10;
    let body = `<rect x="-90" y="-${h}" width="180" height="${h}" fill="${o.c ?? '#E7DCCB'}"/>`;
    for (let f = 0; f < floors; f++) {
      body += `<rect x="-80" y="${-h + 12 + f * 36}" width="70" height="20" fill="#7FB7D9"/><rect x="10" y="${-h + 12 + f * 36}" width="70" height="20" fill="#7FB7D9"/>`;
      body += `<rect x="-86" y="${-h + 32 + f * 36}" width="172" height="5" fill="${o.rail ?? '#5E6E8C'}"/>`;
    }
    return body;
  },
  office: (o) => {
    const floors = o.floors ?? 7;
    const h = floors * 28 + 10;
    let body = `<rect x="-70" y="-${h}" width="140" height="${h}" fill="#5B8DB8"/>`;
    for (let f = 0; f < floors; f++)
      body += `<path d="M-70 ${-h + 10 + f * 28}h140" stroke="#DDEFFB" stroke-width="3"/>`;
    return (
      body +
      `<path d="M-24 -${h}V0M24 -${h}V0" stroke="#DDEFFB" stroke-width="2"/><rect x="-20" y="-30" width="40" height="30" fill="#2D4F6C"/>`
    );
  },
  shop: (o) =>
    `<rect x="-110" y="-90" width="220" height="90" fill="#F1E4CF"/><rect x="-110" y="-110" width="220" height="24" fill="#3D5A80"/>` +
    `<path d="M-110 -86h220l-10 22h-200z" fill="${o.c ?? '#E94F37'}"/><path d="M-90 -86v22M-50 -86v22M-10 -86v22M30 -86v22M70 -86v22" stroke="#fff" stroke-width="8" opacity=".8"/>` +
    `<rect x="-96" y="-56" width="110" height="44" fill="#BFE3F7"/><rect x="30" y="-56" width="40" height="56" fill="#6B4A2B"/>`,
  plot: (o) =>
    `<path d="M-200 0L-150 -70H180L230 0z" fill="${o.c ?? '#C7B36A'}" opacity=".9"/>` +
    [-190, -120, -50, 20, 90, 160, 220]
      .map((x) => `<rect x="${x - 3}" y="-26" width="6" height="28" fill="#7A4A22"/>`)
      .join('') +
    `<path d="M-192 -16H222" stroke="#7A4A22" stroke-width="3"/><rect x="-150" y="-120" width="8" height="60" fill="#7A4A22"/><rect x="-190" y="-140" width="90" height="36" fill="#fff" stroke="#0B6B2C" stroke-width="4"/><path d="M-180 -126h60M-180 -114h40" stroke="#0B6B2C" stroke-width="4"/>`,
  canoe: (o) =>
    `<path d="M-70 0Q0 18 70 0L60 -10H-60z" fill="${o.c ?? '#8A3B12'}"/><path d="M-40 -10v-4M0 -10v-4M40 -10v-4" stroke="#fff" stroke-width="3"/>`,
  sailboat: (o) =>
    `<path d="M-40 0h80l-12 14h-56z" fill="#5B2E13"/><path d="M0 0V-90L46 -8z" fill="${o.c ?? '#fff'}"/><path d="M-4 -4V-80L-38 -6z" fill="${o.c2 ?? '#F25F5C'}"/>`,
  motorboat: (o) =>
    `<path d="M-60 0h120l-18 16h-88z" fill="${o.c ?? '#fff'}"/><rect x="-30" y="-22" width="50" height="22" fill="#3D5A80"/><rect x="-22" y="-16" width="14" height="10" fill="#BFE3F7"/>`,
  chimp: () =>
    `<ellipse cx="0" cy="-36" rx="26" ry="30" fill="#3B2A20"/><circle cx="0" cy="-80" r="20" fill="#3B2A20"/><ellipse cx="0" cy="-76" rx="12" ry="10" fill="#C9A27E"/><circle cx="-5" cy="-82" r="2.5" fill="#111"/><circle cx="5" cy="-82" r="2.5" fill="#111"/><circle cx="-20" cy="-84" r="7" fill="#C9A27E"/><circle cx="20" cy="-84" r="7" fill="#C9A27E"/><path d="M-22 -50q-20 30 -10 50M22 -50q20 30 10 50" stroke="#3B2A20" stroke-width="10" fill="none"/>`,
  hippo: () =>
    `<ellipse cx="0" cy="-28" rx="58" ry="30" fill="#5E5368"/><ellipse cx="56" cy="-34" rx="26" ry="20" fill="#6E6478"/><circle cx="52" cy="-50" r="4" fill="#111"/><rect x="-40" y="-10" width="14" height="14" fill="#5E5368"/><rect x="24" y="-10" width="14" height="14" fill="#5E5368"/>`,
  monkey: () =>
    `<ellipse cx="0" cy="-24" rx="14" ry="18" fill="#222"/><circle cx="0" cy="-48" r="11" fill="#222"/><ellipse cx="0" cy="-46" rx="7" ry="6" fill="#fff"/><path d="M12 -14q30 10 20 40" stroke="#222" stroke-width="5" fill="none"/>`,
  bird: () => `<path d="M-12 0q6 -8 12 0q6 -8 12 0" stroke="#222" stroke-width="3" fill="none"/>`,
  fort: () =>
    `<path d="M-160 0V-70h20v-14h20v14h30v-14h20v14h30v-14h20v14h30v-14h20v14h20V0z" fill="#A39171"/><path d="M-120 -40h30v40h-30zM20 -46h26v46h-26z" fill="#6D5E45"/><path d="M-160 -30h320" stroke="#8C7B5C" stroke-width="3"/><path d="M90 -10h60l10 -6" stroke="#2F2F2F" stroke-width="10"/>`,
  cannon: () =>
    `<rect x="-30" y="-16" width="60" height="12" rx="6" fill="#2F2F2F" transform="rotate(-12)"/><circle cx="-10" cy="-2" r="9" fill="#5B2E13"/>`,
  hiker: (o) =>
    `<circle cx="0" cy="-58" r="8" fill="#6B4A2B"/><path d="M0 -50V-22M0 -22l-10 22M0 -22l10 22M0 -44l-12 14M0 -44l14 10" stroke="${o.c ?? '#0B6B2C'}" stroke-width="6" stroke-linecap="round"/><rect x="-12" y="-50" width="10" height="20" rx="3" fill="${o.pack ?? '#E94F37'}"/><path d="M14 -34l6 34" stroke="#5B2E13" stroke-width="3"/>`,
  flag: (o) =>
    `<path d="M0 0V-60" stroke="#333" stroke-width="4"/><path d="M0 -60h36v10h-36zM0 -50h36v10h-36zM0 -40h36v10h-36z" fill="${o.c ?? '#1EB53A'}"/><path d="M0 -50h36v10h-36z" fill="#fff"/><path d="M0 -40h36v10h-36z" fill="#0072C6"/>`,
  tent: (o) =>
    `<path d="M-50 0L0 -60L50 0z" fill="${o.c ?? '#F4A259'}"/><path d="M0 -60L-12 0h24z" fill="#5B2E13"/>`,
  waterfall: () =>
    `<path d="M-40 -160h80v160h-80z" fill="#8FD3F5"/><path d="M-30 -150v140M-6 -160v160M20 -150v150" stroke="#fff" stroke-width="5" opacity=".8"/><ellipse cx="0" cy="4" rx="70" ry="12" fill="#fff" opacity=".7"/>`,
  dam: () =>
    `<path d="M-260 0V-60H260V0z" fill="#A9A9A0"/><path d="M-260 -60H260" stroke="#7F7F78" stroke-width="6"/>${[-200, -100, 0, 100, 200].map((x) => `<rect x="${x - 10}" y="-56" width="20" height="56" fill="#8E8E86"/>`).join('')}`,
  fish: (o) =>
    `<path d="M0 0q16 -12 32 0q-16 12 -32 0zM32 0l10 -8v16z" fill="${o.c ?? '#F4A259'}"/>`,
  coral: (o) =>
    `<path d="M0 0v-30M0 -18l-12 -14M0 -22l12 -12" stroke="${o.c ?? '#F25F5C'}" stroke-width="7" stroke-linecap="round"/>`,
  stage: (o) =>
    `<rect x="-170" y="-40" width="340" height="40" fill="#2B2B3A"/><path d="M-180 -200h360v14h-360z" fill="#1E1E2A"/><rect x="-180" y="-200" width="12" height="160" fill="#1E1E2A"/><rect x="168" y="-200" width="12" height="160" fill="#1E1E2A"/>` +
    [-120, -40, 40, 120]
      .map(
        (x, i) =>
          `<path d="M${x} -186L${x - 50} -40H${x + 50}z" fill="${(o.lights ?? ['#F9C74F', '#F94144', '#90BE6D', '#577590'])[i]}" opacity=".35"/><circle cx="${x}" cy="-186" r="8" fill="#fff"/>`,
      )
      .join('') +
    (o.band
      ? [-60, 0, 60]
          .map(
            (x) =>
              `<circle cx="${x}" cy="-90" r="10" fill="#111"/><rect x="${x - 10}" y="-80" width="20" height="40" fill="#111"/>`,
          )
          .join('')
      : ''),
  crowd: (o) =>
    Array.from({ length: o.n ?? 16 }, (_, i) => {
      const x = -((o.n ?? 16) * 22) / 2 + i * 22;
      const c = ['#3D2B1F', '#5B3A29', '#2A1A12', '#6B4A3A'][i % 4];
      const up =
        o.hands && i % 3 === 0
          ? `<path d="M${x + 4} -28l-6 -26" stroke="${c}" stroke-width="5"/>`
          : '';
      return `<circle cx="${x}" cy="-30" r="10" fill="${c}"/><rect x="${x - 10}" y="-20" width="20" height="20" rx="6" fill="${['#E94F37', '#F6C85F', '#3D5A80', '#0B6B2C'][i % 4]}"/>${up}`;
    }).join(''),
  lantern: (o) =>
    `<path d="M0 -90V-60" stroke="#333" stroke-width="2"/><rect x="-22" y="-60" width="44" height="50" rx="8" fill="${o.c ?? '#F94144'}"/><rect x="-14" y="-52" width="28" height="34" rx="4" fill="#FFE3A3" opacity=".8"/><path d="M-20 -10h40" stroke="#333" stroke-width="3"/>`,
  float: (o) =>
    `<rect x="-90" y="-50" width="180" height="40" fill="${o.c ?? '#F6C85F'}"/><circle cx="-60" cy="-6" r="10" fill="#333"/><circle cx="60" cy="-6" r="10" fill="#333"/><path d="M-70 -50l30 -60l30 60M10 -50l30 -80l30 80" fill="#F94144" stroke="#fff" stroke-width="3"/>`,
  stall: (o) =>
    `<rect x="-60" y="-50" width="120" height="50" fill="#C69C6D"/><path d="M-70 -50h140l-10 -30h-120z" fill="${o.c ?? '#F94144'}"/><path d="M-50 -80v30M-10 -80v30M30 -80v30" stroke="#fff" stroke-width="8" opacity=".7"/>` +
    `<circle cx="-30" cy="-56" r="8" fill="${o.food ?? '#F4A259'}"/><circle cx="-8" cy="-56" r="8" fill="#90BE6D"/><circle cx="14" cy="-56" r="8" fill="#F9C74F"/><rect x="-4" y="-100" width="8" height="20" fill="#ccc" opacity="${o.smoke ? '.7' : '0'}"/>`,
  pot: () =>
    `<ellipse cx="0" cy="-20" rx="30" ry="22" fill="#333"/><rect x="-34" y="-46" width="68" height="8" rx="4" fill="#444"/><path d="M-10 -52q-6 -20 4 -40M10 -52q-6 -20 4 -40" stroke="#ddd" stroke-width="4" fill="none" opacity=".7"/><path d="M-24 0l-8 10M24 0l8 10" stroke="#F3722C" stroke-width="6"/>`,
  drum: (o) =>
    `<path d="M-20 -60h40l-10 30l10 30h-40l10 -30z" fill="${o.c ?? '#8A3B12'}"/><ellipse cx="0" cy="-60" rx="20" ry="6" fill="#E8D5B0"/><path d="M-16 -56l32 50M16 -56l-32 50" stroke="#E8D5B0" stroke-width="2"/>`,
  dancer: (o) =>
    `<circle cx="0" cy="-78" r="9" fill="#5B3A29"/><path d="M0 -68V-40M0 -60l-22 -16M0 -60l22 -20" stroke="#5B3A29" stroke-width="6" stroke-linecap="round"/><path d="M-22 0L0 -44L22 0z" fill="${o.c ?? '#F94144'}"/><path d="M-16 -6l-8 -10M16 -6l8 -10" stroke="${o.c2 ?? '#F9C74F'}" stroke-width="6"/>`,
  mask: () =>
    `<ellipse cx="0" cy="-60" rx="26" ry="40" fill="#111"/><path d="M-12 -70h8M4 -70h8M-8 -40h16" stroke="#F9C74F" stroke-width="4"/><path d="M-30 -20C-20 0 20 0 30 -20" fill="#8A5A2B"/><path d="M-26 -20L-40 0M26 -20L40 0M0 -20V0" stroke="#C9A25A" stroke-width="6"/>`,
  stands: (o) =>
    `<path d="M-380 0V-120L380 -160V0z" fill="${o.c ?? '#4A6FA5'}"/>` +
    Array.from(
      { length: 6 },
      (_, r) =>
        `<path d="M-380 ${-20 - r * 18}L380 ${-26 - r * 22}" stroke="#fff" stroke-width="2" opacity=".4"/>`,
    ).join('') +
    `<path d="M-360 -120V-190M360 -160V-230" stroke="#ddd" stroke-width="6"/><rect x="-380" y="-206" width="40" height="20" fill="#fff"/><rect x="340" y="-246" width="40" height="20" fill="#fff"/>`,
  goal: () =>
    `<path d="M-60 0V-70H60V0" stroke="#fff" stroke-width="6" fill="none"/><path d="M-60 -70l-14 10V0M60 -70l14 10V0" stroke="#ddd" stroke-width="2" fill="none"/>`,
  player: (o) =>
    `<circle cx="0" cy="-70" r="9" fill="#5B3A29"/><rect x="-11" y="-60" width="22" height="28" rx="4" fill="${o.c ?? '#F94144'}"/><path d="M-6 -32l-8 32M6 -32l12 30" stroke="#5B3A29" stroke-width="6" stroke-linecap="round"/>`,
  ball: () => `<circle cx="0" cy="-8" r="8" fill="#fff" stroke="#333" stroke-width="2"/>`,
  runner: (o) =>
    `<circle cx="0" cy="-70" r="9" fill="#5B3A29"/><path d="M0 -60l-4 28M-4 -32l-14 30M-4 -32l18 18l-4 14M-2 -54l-18 10M-2 -54l18 -4" stroke="${o.c ?? '#3D5A80'}" stroke-width="6" stroke-linecap="round" fill="none"/><rect x="-10" y="-56" width="14" height="10" fill="#fff"/>`,
  banner: (o) =>
    `<path d="M-150 0V-60M150 0V-60" stroke="#333" stroke-width="5"/><rect x="-150" y="-70" width="300" height="30" fill="${o.c ?? '#0B6B2C'}"/><path d="M-120 -55h240" stroke="#fff" stroke-width="6" stroke-dasharray="20 10"/>`,
  car: (o) => {
    const c = o.c ?? '#C0392B';
    const kind = o.kind ?? 'sedan';
    const wheels = (a, b) =>
      `<circle cx="${a}" cy="0" r="20" fill="#222"/><circle cx="${a}" cy="0" r="8" fill="#bbb"/><circle cx="${b}" cy="0" r="20" fill="#222"/><circle cx="${b}" cy="0" r="8" fill="#bbb"/>`;
    if (kind === 'suv')
      return `<rect x="-130" y="-70" width="260" height="60" rx="12" fill="${c}"/><path d="M-100 -70l20 -46h150l30 46z" fill="${c}"/><path d="M-86 -72l14 -34h60v34zM-2 -106h60l20 34h-80z" fill="#BFE3F7"/><rect x="-60" y="-124" width="140" height="8" fill="#333"/>${wheels(-80, 84)}`;
    if (kind === 'pickup')
      return `<rect x="-140" y="-66" width="280" height="54" rx="8" fill="${c}"/><path d="M-120 -66l18 -50h110l14 50z" fill="${c}"/><path d="M-106 -68l12 -38h44v38zM-40 -106h40l10 38h-50z" fill="#BFE3F7"/><path d="M30 -66h110" stroke="#333" stroke-width="4"/>${wheels(-86, 90)}`;
    if (kind === 'hatch')
      return `<path d="M-110 -14v-40q0 -12 12 -14l30 -40h110q14 0 22 30l30 10q8 4 8 16v38z" fill="${c}"/><path d="M-60 -70l22 -32h42v32zM14 -102h34q8 0 12 24l2 8h-48z" fill="#BFE3F7"/>${wheels(-64, 70)}`;
    return `<path d="M-140 -14v-34q0 -14 16 -16l40 -6l30 -36h100l36 36l44 8q14 2 14 16v32z" fill="${c}"/><path d="M-44 -72l24 -30h44v30zM34 -102h40l26 30h-66z" fill="#BFE3F7"/>${wheels(-84, 90)}`;
  },
  plane: () =>
    `<path d="M-90 0h170q20 0 20 -8t-20 -8h-170l-20 -20h-14l10 28z" fill="#fff"/><path d="M-10 -6l-40 40h16l56 -40zM-10 -12l-30 -30h14l40 30z" fill="#D0D7E0"/>`,
  ferry: () =>
    `<path d="M-120 0h240l-24 24h-192z" fill="#fff"/><rect x="-90" y="-30" width="170" height="30" fill="#3D5A80"/><rect x="-60" y="-56" width="100" height="26" fill="#fff"/><path d="M-80 -16h150" stroke="#BFE3F7" stroke-width="8" stroke-dasharray="16 8"/>`,
  cityBlock: (o) =>
    `<rect x="-50" y="-${o.h ?? 90}" width="100" height="${o.h ?? 90}" fill="${o.c ?? '#E3C9A8'}"/><path d="M-40 -${(o.h ?? 90) - 14}h80M-40 -${(o.h ?? 90) - 44}h80" stroke="#7FB7D9" stroke-width="14" stroke-dasharray="16 8"/>`,
  clockTower: () =>
    `<rect x="-24" y="-180" width="48" height="180" fill="#E8DCC4"/><path d="M-30 -180L0 -220L30 -180z" fill="#8C2F39"/><circle cx="0" cy="-150" r="14" fill="#fff" stroke="#333" stroke-width="3"/><path d="M0 -150v-9M0 -150h7" stroke="#333" stroke-width="2"/>`,
  signpost: (o) =>
    `<path d="M0 0V-70" stroke="#6B4A2B" stroke-width="6"/><path d="M-4 -70h70l12 12l-12 12h-70z" fill="${o.c ?? '#0B6B2C'}"/>`,
  rock: (o) =>
    `<path d="M-40 0q-6 -30 20 -40q30 -6 48 12q14 14 12 28z" fill="${o.c ?? '#7D7461'}"/>`,
  market: () =>
    `<rect x="-160" y="-90" width="320" height="90" fill="#D8B27A"/><path d="M-180 -90L0 -140L180 -90z" fill="#A4502F"/>${[-120, -60, 0, 60, 120].map((x) => `<rect x="${x - 20}" y="-60" width="40" height="60" fill="#6B4A2B"/>`).join('')}`,
};

const part = ([name, x, y, s = 1, o = {}]) => g(x, y, s, PARTS[name](o), o.flip);

/* ------------------------------------------------------------------ scenes */

/**
 * kind/slug: the listing's picture. `sky`, `land` (with `horizon`), an optional `ground` (at
 * `groundY`) and the things drawn on them, back to front.
 */
const SCENES = [
  // Hotels.
  {
    file: 'hotels/aberdeen-bay-hotel',
    title: 'A white five-storey beach hotel with an infinity pool at sunset on Aberdeen bay',
    sky: 'dusk',
    sunX: 180,
    land: 'sea',
    horizon: 250,
    ground: 'sand',
    groundY: 390,
    parts: [
      ['hotelTower', 560, 400, 1, { floors: 5, lit: true }],
      ['pool', 560, 430, 1.4, { w: 180 }],
      ['palm', 380, 420, 1],
      ['palm', 740, 430, 0.9],
      ['umbrella', 300, 460, 1, { c: '#F9C74F' }],
      ['lounger', 250, 470, 1],
    ],
  },
  {
    file: 'hotels/lumley-palms-resort',
    title: 'A low red-roofed resort among tall palms on Lumley Beach at midday',
    sky: 'day',
    land: 'sea',
    horizon: 240,
    ground: 'sand',
    groundY: 360,
    parts: [
      ['resort', 400, 380, 1.1, { roof: '#C0603A' }],
      ['palm', 150, 420, 1.3],
      ['palm', 220, 440, 1.1, { flip: true }],
      ['palm', 640, 430, 1.2],
      ['palm', 700, 450, 1],
      ['umbrella', 90, 480, 1, { c: '#E94F37' }],
      ['umbrella', 520, 480, 1, { c: '#43AA8B' }],
      ['lounger', 470, 488, 1],
    ],
  },
  {
    file: 'hotels/hill-station-garden-lodge',
    title: 'A wooden lodge among trees on a green hilltop above Freetown, the sea far below',
    sky: 'morning',
    sunX: 680,
    land: 'sea',
    horizon: 300,
    sea: '#6FB6DF',
    parts: [
      ['cityBlock', 120, 330, 0.4],
      ['cityBlock', 180, 330, 0.5, { c: '#D9B8A0' }],
    ],
    after: [
      ['hills-front'],
      ['lodge', 420, 300, 1.1],
      ['tree', 260, 320, 1.3, { c: '#2E7D4F' }],
      ['tree', 600, 310, 1.5, { c: '#3C8F55' }],
      ['pine', 680, 330, 1.2],
      ['tree', 520, 330, 0.9, { c: '#F28482', r: 22 }],
      ['bird', 300, 120, 1.5],
      ['bird', 340, 100, 1.2],
    ],
  },
  {
    file: 'hotels/freetown-central-inn',
    title: 'A brick-red city inn on a busy Freetown street beside the Cotton Tree',
    sky: 'day',
    land: 'city',
    horizon: 330,
    ground: 'road',
    groundY: 420,
    parts: [
      ['cottonTree', 150, 420, 0.8],
      ['hotelTower', 470, 420, 0.9, { floors: 4, c: '#C8553D', roof: '#3D3D3D' }],
      ['cityBlock', 650, 420, 1.2, { h: 110, c: '#F2E3C6' }],
      ['car', 300, 470, 0.45, { kind: 'sedan', c: '#F6C85F' }],
    ],
  },
  {
    file: 'hotels/tokeh-sands-beach-resort',
    title: 'Thatched villas and a long pool facing the white sand of Tokeh beach',
    sky: 'day',
    sunX: 160,
    land: 'sea',
    horizon: 230,
    sea: '#12A4C9',
    ground: 'sand',
    groundY: 350,
    parts: [
      ['bungalow', 200, 390, 1.1],
      ['bungalow', 380, 380, 1, { c: '#F0D3A8' }],
      ['bungalow', 560, 390, 1.1],
      ['pool', 400, 440, 2.2, { w: 200 }],
      ['palm', 720, 460, 1.2],
      ['palm', 60, 470, 1.1, { flip: true }],
    ],
  },
  {
    file: 'hotels/estuary-beach-lodge',
    title:
      'A small lodge of timber cabins where River No. 2 meets the sea, a canoe pulled up on the sand',
    sky: 'morning',
    land: 'river',
    horizon: 230,
    ground: 'sand',
    groundY: 400,
    parts: [
      ['lodge', 250, 330, 0.7, { roof: '#4F6D3A' }],
      ['lodge', 450, 320, 0.6, { roof: '#4F6D3A' }],
      ['tree', 620, 320, 1.4],
      ['canoe', 560, 450, 1, { c: '#2F6690' }],
      ['palm', 100, 460, 1],
    ],
  },
  {
    file: 'hotels/bureh-breakers-guesthouse',
    title:
      'A yellow surf guesthouse with boards against the veranda, waves breaking on Bureh beach',
    sky: 'day',
    land: 'sea',
    horizon: 260,
    sea: '#1B7DB8',
    ground: 'sand',
    groundY: 370,
    parts: [
      ['guesthouse', 330, 400, 1.1, { c: '#F6C85F', roof: '#2A9D8F' }],
      ['surfboard', 470, 400, 1, { c: '#F25F5C' }],
      ['surfboard', 500, 400, 1, { c: '#43AA8B' }],
      ['surfboard', 530, 400, 0.9, { c: '#577590' }],
      ['palm', 160, 430, 1.1],
    ],
    extra: '<path d="M540 300q40 -30 80 0t80 0" stroke="#fff" stroke-width="8" fill="none"/>',
  },
  {
    file: 'hotels/lakka-cove-hotel',
    title: 'A pink hillside hotel above a rocky cove at Lakka, terraces stepping down to the water',
    sky: 'dusk',
    sunX: 120,
    land: 'sea',
    horizon: 280,
    sea: '#2C7DA0',
    parts: [],
    after: [
      ['cove'],
      ['hotelTower', 540, 320, 0.8, { floors: 4, c: '#F4B6C2', roof: '#7A3E1D', lit: true }],
      ['rock', 330, 420, 1.4],
      ['rock', 400, 440, 1],
      ['tree', 680, 340, 1.2],
      ['sailboat', 180, 340, 0.6, { c2: '#F9C74F' }],
    ],
  },
  {
    file: 'hotels/bo-parkview-hotel',
    title: 'A modern three-storey hotel facing a park with a fountain in Bo',
    sky: 'day',
    land: 'plain',
    horizon: 330,
    ground: 'grass',
    groundY: 400,
    parts: [
      ['hotelTower', 480, 400, 1, { floors: 3, c: '#E9E4D8', roof: '#3D5A80' }],
      ['tree', 200, 450, 1.4, { c: '#4C9A2A' }],
      ['tree', 100, 440, 1.1],
      ['tree', 700, 450, 1.3],
    ],
    extra:
      '<ellipse cx="300" cy="460" rx="50" ry="12" fill="#7FB7D9"/><path d="M300 460v-40" stroke="#BFE3F7" stroke-width="6"/>',
  },
  {
    file: 'hotels/kenema-hilltop-guesthouse',
    title: 'A small green guesthouse on a forested hill above Kenema at dusk',
    sky: 'dusk',
    sunX: 640,
    land: 'forest',
    horizon: 330,
    parts: [],
    after: [
      ['hills-front'],
      ['guesthouse', 380, 300, 1, { c: '#90BE6D', roof: '#7A3E1D', door: '#3D5A80' }],
      ['pine', 220, 330, 1.1],
      ['pine', 560, 320, 1],
    ],
  },
  {
    file: 'hotels/makeni-heights-hotel',
    title: 'A tall blue-and-white hotel over Makeni town with the Wusum hills behind',
    sky: 'morning',
    land: 'mountains',
    horizon: 350,
    ground: 'paving',
    groundY: 420,
    parts: [
      ['cityBlock', 150, 420, 0.9],
      ['hotelTower', 430, 420, 1, { floors: 7, c: '#DDE7F0', roof: '#0072C6' }],
      ['cityBlock', 660, 420, 1, { c: '#F2D0A4' }],
      ['tree', 290, 440, 0.8],
    ],
  },

  // Tours.
  {
    file: 'tours/tacugama-chimpanzee-sanctuary-visit',
    title: 'Two chimpanzees in the rainforest of Tacugama sanctuary',
    sky: 'morning',
    land: 'forest',
    horizon: 320,
    ground: 'grass',
    groundY: 420,
    parts: [
      ['tree', 140, 430, 2, { c: '#1F6B3B', r: 40 }],
      ['tree', 680, 430, 2.2, { c: '#27804A', r: 40 }],
      ['chimp', 360, 460, 1.3],
      ['chimp', 470, 470, 1],
    ],
  },
  {
    file: 'tours/freetown-city-heritage-walk',
    title: 'A guide and walkers by the Cotton Tree and the old clock tower in central Freetown',
    sky: 'day',
    land: 'city',
    horizon: 320,
    ground: 'paving',
    groundY: 410,
    parts: [
      ['clockTower', 600, 410, 1],
      ['cottonTree', 300, 420, 1],
      ['hiker', 470, 470, 1, { c: '#3D5A80', pack: '#F6C85F' }],
      ['hiker', 520, 474, 0.9, { c: '#B23A48' }],
      ['signpost', 150, 460, 1],
    ],
  },
  {
    file: 'tours/guma-valley-peninsula-forest-hike',
    title: 'Hikers on a forest trail above the Guma Valley dam and its lake',
    sky: 'day',
    land: 'hills',
    horizon: 280,
    parts: [],
    after: [
      ['lake'],
      ['dam', 400, 370, 0.8],
      ['pine', 120, 460, 1.3],
      ['pine', 700, 470, 1.4],
      ['hiker', 260, 470, 1.1],
      ['hiker', 320, 474, 1, { c: '#F4A259', pack: '#3D5A80' }],
    ],
  },
  {
    file: 'tours/bunce-island-slave-fort-history-trip',
    title: 'The ruined stone walls and cannon of Bunce Island fort in the river estuary',
    sky: 'overcast',
    land: 'sea',
    horizon: 260,
    sea: '#5A8FA8',
    ground: 'grass',
    groundY: 380,
    parts: [
      ['fort', 420, 390, 1.4],
      ['cannon', 200, 430, 1.4],
      ['tree', 680, 400, 1.2],
      ['motorboat', 110, 330, 0.7],
    ],
  },
  {
    file: 'tours/banana-islands-snorkel-village-day',
    title: 'Snorkellers over coral and fish off the Banana Islands, a boat above',
    sky: 'day',
    land: 'sea',
    horizon: 150,
    sea: '#1590C2',
    parts: [
      ['motorboat', 520, 160, 1.1],
      ['coral', 160, 480, 1.5],
      ['coral', 260, 490, 1.2, { c: '#F9C74F' }],
      ['coral', 620, 480, 1.6, { c: '#90BE6D' }],
      ['fish', 330, 330, 1.4],
      ['fish', 420, 380, 1.1, { c: '#F94144' }],
      ['fish', 560, 300, 1.2, { c: '#F9C74F' }],
    ],
    extra:
      '<ellipse cx="400" cy="250" rx="60" ry="14" fill="#0B4F6C" opacity=".6"/><circle cx="350" cy="246" r="12" fill="#F4A259"/><rect x="300" y="240" width="40" height="14" rx="6" fill="#333"/><rect y="470" width="800" height="30" fill="#F2D7A0"/>',
  },
  {
    file: 'tours/river-no-2-tokeh-beach-day',
    title: 'A beach umbrella and a canoe on the river mouth at River No. 2, mountains behind',
    sky: 'day',
    land: 'mountains',
    horizon: 280,
    ground: 'water',
    groundY: 330,
    parts: [],
    after: [
      ['beach-front'],
      ['umbrella', 420, 460, 1.3, { c: '#F9C74F' }],
      ['lounger', 360, 470, 1.2],
      ['canoe', 620, 350, 1, { c: '#E94F37' }],
      ['palm', 140, 460, 1.2],
    ],
  },
  {
    file: 'tours/tiwai-island-wildlife-safari',
    title: 'A pygmy hippo by the Moa River at Tiwai Island, a monkey in the trees',
    sky: 'morning',
    land: 'river',
    horizon: 250,
    parts: [
      ['tree', 140, 300, 2.2, { c: '#1F6B3B', r: 42 }],
      ['monkey', 150, 190, 1.3],
      ['hippo', 480, 470, 1.4],
      ['canoe', 400, 340, 0.8, { c: '#8A3B12' }],
      ['bird', 520, 110, 1.5],
    ],
  },
  {
    file: 'tours/outamba-kilimi-national-park-expedition',
    title: 'Tents on the savanna of Outamba-Kilimi at dusk, elephants far off',
    sky: 'dusk',
    sunX: 580,
    land: 'savanna',
    horizon: 330,
    parts: [
      ['tree', 180, 400, 1.3, { c: '#6A8D2F', r: 46 }],
      ['tent', 420, 450, 1.4],
      ['tent', 560, 460, 1.1, { c: '#43AA8B' }],
    ],
    extra:
      '<g fill="#5E5368"><ellipse cx="690" cy="330" rx="26" ry="16"/><rect x="674" y="336" width="6" height="14"/><rect x="700" y="336" width="6" height="14"/><path d="M668 330q-10 10 -6 24" stroke="#5E5368" stroke-width="5" fill="none"/></g>',
  },
  {
    file: 'tours/wara-wara-mountains-trek-from-kabala',
    title: 'Trekkers on a red-earth path into the rocky Wara Wara hills above Kabala',
    sky: 'morning',
    sunX: 160,
    land: 'mountains',
    horizon: 320,
    ground: 'dirt',
    groundY: 430,
    parts: [
      ['rock', 640, 440, 2.2, { c: '#9C8A6E' }],
      ['hiker', 330, 480, 1.3, { c: '#0B6B2C', pack: '#F4A259' }],
      ['hiker', 400, 470, 1.1, { c: '#E94F37', pack: '#3D5A80' }],
      ['tree', 120, 440, 1, { c: '#6A8D2F' }],
    ],
  },
  {
    file: 'tours/mount-bintumani-summit-trek',
    title: 'The Sierra Leone flag on the summit of Mount Bintumani above the clouds',
    sky: 'day',
    sunX: 640,
    land: 'plain',
    horizon: 500,
    parts: [],
    after: [
      ['summit'],
      ['flag', 420, 250, 1.5],
      ['hiker', 360, 300, 1.2, { c: '#3D5A80', pack: '#F94144' }],
      ['cloudbank'],
    ],
  },

  // Events.
  {
    file: 'events/aberdeen-sundown-sessions',
    title: 'A band on a lit stage on Aberdeen beach at sundown, a crowd in front',
    sky: 'dusk',
    sunX: 680,
    land: 'sea',
    horizon: 260,
    ground: 'sand',
    groundY: 360,
    parts: [
      ['stage', 380, 420, 1, { band: true }],
      ['crowd', 400, 500, 1.2, { n: 18, hands: true }],
      ['palm', 700, 440, 1],
    ],
  },
  {
    file: 'events/krio-kitchen-showcase',
    title: 'Cooks at steaming pots under the trees of Victoria Park, a crowd tasting',
    sky: 'day',
    land: 'plain',
    horizon: 320,
    ground: 'grass',
    groundY: 400,
    parts: [
      ['tree', 120, 420, 1.8],
      ['tree', 700, 420, 1.6],
      ['pot', 300, 460, 1.3],
      ['pot', 480, 470, 1.1],
      ['crowd', 400, 500, 0.9, { n: 14 }],
    ],
  },
  {
    file: 'events/freetown-city-stars-vs-bo-eagles-the-derby',
    title:
      'Two footballers, one in green and one in blue, under floodlights at the National Stadium',
    sky: 'night',
    sunX: 120,
    sunY: 90,
    land: 'plain',
    horizon: 300,
    ground: 'pitch',
    groundY: 360,
    parts: [
      ['stands', 400, 320, 1, { c: '#0B6B2C' }],
      ['goal', 120, 420, 1],
      ['player', 380, 470, 1.4, { c: '#1EB53A' }],
      ['player', 470, 460, 1.3, { c: '#0072C6' }],
      ['ball', 420, 480, 1.3],
    ],
  },
  {
    file: 'events/lumley-beach-food-festival',
    title: 'A row of food stalls with striped awnings along Lumley Beach',
    sky: 'day',
    land: 'sea',
    horizon: 240,
    ground: 'sand',
    groundY: 340,
    parts: [
      ['stall', 150, 420, 1.2, { c: '#F94144', smoke: true }],
      ['stall', 330, 420, 1.2, { c: '#F9C74F', food: '#E76F51' }],
      ['stall', 510, 420, 1.2, { c: '#43AA8B' }],
      ['stall', 690, 420, 1.2, { c: '#577590', smoke: true }],
      ['crowd', 420, 500, 0.8, { n: 22 }],
    ],
  },
  {
    file: 'events/freetown-lantern-parade',
    title: 'Glowing lantern floats and carried lanterns down a Freetown street at night',
    sky: 'night',
    land: 'city',
    horizon: 330,
    ground: 'road',
    groundY: 400,
    parts: [
      ['float', 260, 450, 1.1, { c: '#F9C74F' }],
      ['float', 560, 440, 1, { c: '#43AA8B' }],
      ['lantern', 120, 460, 1, { c: '#F94144' }],
      ['lantern', 400, 470, 1, { c: '#F3722C' }],
      ['lantern', 700, 460, 1, { c: '#90BE6D' }],
      ['crowd', 400, 500, 0.8, { n: 20 }],
    ],
  },
  {
    file: 'events/bo-cultural-day',
    title: 'A masked dancer and drummers on Coronation Field in Bo',
    sky: 'day',
    land: 'plain',
    horizon: 320,
    field: '#C9B458',
    ground: 'dirt',
    groundY: 420,
    parts: [
      ['tree', 680, 420, 1.5],
      ['mask', 400, 460, 1.8],
      ['drum', 240, 470, 1.2],
      ['drum', 560, 470, 1.1, { c: '#5B2E13' }],
      ['crowd', 400, 500, 0.8, { n: 12 }],
    ],
  },
  {
    file: 'events/freetown-city-marathon',
    title: 'Runners passing under the finish banner by the National Stadium',
    sky: 'morning',
    land: 'city',
    horizon: 320,
    ground: 'road',
    groundY: 400,
    parts: [
      ['banner', 400, 400, 1.3, { c: '#1EB53A' }],
      ['runner', 300, 470, 1.3],
      ['runner', 400, 480, 1.4, { c: '#F94144' }],
      ['runner', 520, 470, 1.2, { c: '#F9C74F' }],
    ],
  },
  {
    file: 'events/salone-afro-pop-live',
    title: 'A stadium concert at night with coloured stage lights and raised hands',
    sky: 'night',
    sunX: 700,
    sunY: 80,
    land: 'plain',
    horizon: 300,
    ground: 'pitch',
    groundY: 380,
    parts: [
      ['stands', 400, 300, 1, { c: '#3A2E5C' }],
      [
        'stage',
        400,
        430,
        1.1,
        { band: true, lights: ['#F72585', '#7209B7', '#4CC9F0', '#F9C74F'] },
      ],
      ['crowd', 400, 500, 1.3, { n: 20, hands: true }],
    ],
  },
  {
    file: 'events/banana-islands-regatta',
    title: 'Coloured sails racing past Dublin village on the Banana Islands',
    sky: 'day',
    land: 'sea',
    horizon: 220,
    ground: 'sand',
    groundY: 440,
    parts: [
      ['sailboat', 200, 320, 1.2, { c2: '#F94144' }],
      ['sailboat', 400, 290, 1, { c: '#F9C74F', c2: '#0072C6' }],
      ['sailboat', 600, 340, 1.3, { c2: '#43AA8B' }],
      ['bungalow', 700, 450, 0.6],
      ['palm', 90, 470, 0.9],
    ],
  },
  {
    file: 'events/northern-heritage-days',
    title: 'Dancers in bright dress before a market hall on Wusum Field in Makeni',
    sky: 'morning',
    land: 'mountains',
    horizon: 330,
    ground: 'dirt',
    groundY: 420,
    parts: [
      ['market', 400, 420, 1],
      ['dancer', 250, 480, 1.3, { c: '#F94144' }],
      ['dancer', 400, 490, 1.3, { c: '#0072C6', c2: '#fff' }],
      ['dancer', 550, 480, 1.3, { c: '#F9C74F', c2: '#0B6B2C' }],
    ],
  },
  {
    file: 'events/kenema-harvest-festival',
    title: 'Baskets of rice, cassava and palm fruit at the Kenema harvest market, drummers behind',
    sky: 'day',
    land: 'forest',
    horizon: 300,
    ground: 'dirt',
    groundY: 400,
    parts: [
      ['stall', 200, 430, 1.3, { c: '#F3722C', food: '#C1121F' }],
      ['stall', 600, 430, 1.3, { c: '#90BE6D', food: '#F9C74F' }],
      ['drum', 400, 440, 1.3],
    ],
    extra:
      '<g><ellipse cx="330" cy="480" rx="40" ry="14" fill="#C69C6D"/><circle cx="320" cy="470" r="8" fill="#F4F1DE"/><circle cx="340" cy="470" r="8" fill="#F4F1DE"/><ellipse cx="480" cy="480" rx="40" ry="14" fill="#C69C6D"/><circle cx="470" cy="470" r="8" fill="#C1121F"/><circle cx="490" cy="470" r="8" fill="#C1121F"/></g>',
  },
  {
    file: 'events/tokeh-beach-jazz-highlife-weekend',
    title: 'A saxophone on a small beach stage at Tokeh under string lights at night',
    sky: 'night',
    sunX: 150,
    sunY: 100,
    land: 'sea',
    horizon: 280,
    ground: 'sand',
    groundY: 380,
    parts: [
      [
        'stage',
        460,
        440,
        0.8,
        { band: true, lights: ['#F9C74F', '#F9C74F', '#F9C74F', '#F9C74F'] },
      ],
      ['palm', 120, 450, 1.2],
      ['umbrella', 700, 470, 1, { c: '#577590' }],
    ],
    extra:
      '<path d="M0 200Q200 240 400 200T800 210" stroke="#333" stroke-width="2" fill="none"/>' +
      [40, 120, 200, 280, 360, 440, 520, 600, 680, 760]
        .map(
          (x) =>
            `<circle cx="${x}" cy="${214 + Math.round(10 * Math.sin(x / 60))}" r="6" fill="#FFE27A"/>`,
        )
        .join(''),
  },

  // Cars.
  {
    file: 'cars/toyota-land-cruiser-prado',
    title: 'A white Toyota Land Cruiser Prado at Lungi airport, a plane taking off',
    sky: 'day',
    land: 'plain',
    horizon: 340,
    ground: 'road',
    groundY: 400,
    parts: [
      ['plane', 560, 150, 1],
      ['car', 380, 470, 1.2, { kind: 'suv', c: '#F1F1F1' }],
    ],
  },
  {
    file: 'cars/nissan-patrol',
    title: 'A dark green Nissan Patrol on a hill road above Aberdeen',
    sky: 'morning',
    land: 'hills',
    horizon: 330,
    ground: 'road',
    groundY: 420,
    parts: [
      ['car', 420, 480, 1.2, { kind: 'suv', c: '#2D5A3D' }],
      ['tree', 120, 420, 1.3],
    ],
  },
  {
    file: 'cars/honda-cr-v',
    title: 'A red Honda CR-V parked by Lumley Beach with palms',
    sky: 'day',
    land: 'sea',
    horizon: 260,
    ground: 'sand',
    groundY: 380,
    parts: [
      ['palm', 120, 430, 1.2],
      ['palm', 700, 430, 1.1, { flip: true }],
      ['car', 420, 470, 1.1, { kind: 'suv', c: '#C0392B' }],
    ],
  },
  {
    file: 'cars/toyota-hilux-double-cab',
    title: 'A silver Toyota Hilux pickup with luggage on a Waterloo road, hills behind',
    sky: 'day',
    land: 'hills',
    horizon: 320,
    ground: 'dirt',
    groundY: 410,
    parts: [
      ['car', 400, 470, 1.2, { kind: 'pickup', c: '#B8BEC4' }],
      ['pine', 680, 420, 1],
    ],
    extra:
      '<rect x="460" y="370" width="60" height="30" fill="#8A5A2B"/><rect x="520" y="378" width="40" height="22" fill="#3D5A80"/>',
  },
  {
    file: 'cars/mitsubishi-l200',
    title: 'A blue Mitsubishi L200 pickup outside a Bo shop front',
    sky: 'morning',
    land: 'city',
    horizon: 330,
    ground: 'road',
    groundY: 420,
    parts: [
      ['shop', 220, 420, 0.9, { c: '#F3722C' }],
      ['car', 500, 480, 1.1, { kind: 'pickup', c: '#2C6FB7' }],
    ],
  },
  {
    file: 'cars/ford-ranger',
    title: 'An orange Ford Ranger on a red-earth road through the forest near Kenema',
    sky: 'overcast',
    land: 'forest',
    horizon: 330,
    ground: 'dirt',
    groundY: 410,
    parts: [
      ['car', 400, 480, 1.2, { kind: 'pickup', c: '#E76F51' }],
      ['tree', 110, 420, 1.8, { c: '#1F6B3B' }],
    ],
  },
  {
    file: 'cars/toyota-corolla',
    title: 'A grey Toyota Corolla on a downtown Freetown street by the Cotton Tree',
    sky: 'day',
    land: 'city',
    horizon: 320,
    ground: 'road',
    groundY: 410,
    parts: [
      ['cottonTree', 620, 410, 0.8],
      ['car', 330, 480, 1.1, { kind: 'sedan', c: '#8D99AE' }],
    ],
  },
  {
    file: 'cars/hyundai-elantra',
    title: 'A white Hyundai Elantra on the coast road at Murray Town at sunset',
    sky: 'dusk',
    sunX: 160,
    land: 'sea',
    horizon: 300,
    ground: 'road',
    groundY: 400,
    parts: [
      ['car', 440, 480, 1.1, { kind: 'sedan', c: '#ECECEC' }],
      ['palm', 720, 420, 1],
    ],
  },
  {
    file: 'cars/kia-rio',
    title: 'A yellow Kia Rio hatchback in Makeni town centre',
    sky: 'day',
    land: 'mountains',
    horizon: 340,
    ground: 'road',
    groundY: 420,
    parts: [
      ['cityBlock', 140, 420, 1, { c: '#F2D0A4' }],
      ['cityBlock', 660, 420, 1.1, { c: '#CDE7B0' }],
      ['car', 400, 480, 1.1, { kind: 'hatch', c: '#F6C85F' }],
    ],
  },
  {
    file: 'cars/suzuki-swift',
    title: 'A light blue Suzuki Swift by the ferry landing at Lungi',
    sky: 'morning',
    land: 'sea',
    horizon: 260,
    ground: 'paving',
    groundY: 400,
    parts: [
      ['ferry', 240, 320, 1],
      ['car', 500, 480, 1.1, { kind: 'hatch', c: '#7FB7D9' }],
    ],
  },

  // Properties.
  {
    file: 'properties/four-bedroom-sea-view-home-in-aberdeen',
    title: 'A two-storey white home with a wide balcony looking over the sea at Aberdeen',
    sky: 'day',
    land: 'sea',
    horizon: 280,
    ground: 'grass',
    groundY: 400,
    parts: [
      ['apartments', 420, 420, 1, { floors: 2, c: '#F7F4EA', rail: '#0B6B2C' }],
      ['palm', 200, 440, 1.1],
      ['tree', 660, 440, 1.1, { c: '#F28482', r: 24 }],
    ],
  },
  {
    file: 'properties/colonial-villa-with-gardens-on-hill-station',
    title: 'A colonial villa with columns and a garden among tall trees on Hill Station',
    sky: 'morning',
    land: 'hills',
    horizon: 300,
    ground: 'grass',
    groundY: 410,
    parts: [
      ['villa', 400, 430, 1],
      ['tree', 120, 440, 1.8],
      ['tree', 680, 440, 1.7, { c: '#3C8F55' }],
      ['tree', 240, 470, 0.7, { c: '#F28482', r: 20 }],
      ['tree', 560, 470, 0.7, { c: '#F9C74F', r: 20 }],
    ],
  },
  {
    file: 'properties/three-bedroom-bungalow-near-bo-town-centre',
    title: 'A single-storey green-roofed bungalow with a mango tree in Bo',
    sky: 'day',
    land: 'plain',
    horizon: 320,
    ground: 'dirt',
    groundY: 420,
    parts: [
      ['house', 400, 430, 1.1, { c: '#F3E9D2', roof: '#2A9D8F' }],
      ['tree', 660, 440, 1.6, { c: '#3C8F55', r: 38 }],
    ],
  },
  {
    file: 'properties/two-bedroom-beachside-apartment-in-lumley',
    title: 'A low apartment block with blue balconies behind Lumley beach',
    sky: 'day',
    land: 'sea',
    horizon: 250,
    ground: 'sand',
    groundY: 380,
    parts: [
      ['apartments', 420, 410, 1, { floors: 3, c: '#FFF6E6', rail: '#0072C6' }],
      ['palm', 170, 440, 1.2],
      ['umbrella', 660, 470, 1, { c: '#F94144' }],
    ],
  },
  {
    file: 'properties/three-bedroom-apartment-with-views-in-wilberforce',
    title: 'A tall apartment building on the Wilberforce ridge above the city',
    sky: 'dusk',
    sunX: 640,
    land: 'city',
    horizon: 360,
    parts: [],
    after: [
      ['hills-front'],
      ['apartments', 400, 330, 1, { floors: 6, c: '#E7DCCB', rail: '#8C2F39' }],
      ['tree', 220, 330, 1.2],
    ],
  },
  {
    file: 'properties/one-bedroom-apartment-in-juba-hills',
    title: 'A small apartment block with a red roof among the Juba hills',
    sky: 'day',
    land: 'hills',
    horizon: 300,
    ground: 'grass',
    groundY: 430,
    parts: [
      ['apartments', 400, 430, 0.9, { floors: 3, c: '#F2D0A4', rail: '#3D3D3D' }],
      ['pine', 600, 440, 1.1],
      ['pine', 660, 450, 1],
    ],
    extra: '<path d="M310 306l90 -40l90 40z" fill="#B5543A"/>',
  },
  {
    file: 'properties/sea-view-building-plot-in-goderich',
    title: 'A fenced building plot with a sign on a slope above the sea at Goderich',
    sky: 'day',
    land: 'sea',
    horizon: 260,
    ground: 'grass',
    groundY: 360,
    parts: [
      ['plot', 400, 450, 1.1, { c: '#B5A35A' }],
      ['palm', 700, 430, 1],
    ],
  },
  {
    file: 'properties/one-acre-plot-on-the-outskirts-of-kenema',
    title: 'A cleared one-acre plot with fence posts at the forest edge outside Kenema',
    sky: 'overcast',
    land: 'forest',
    horizon: 320,
    ground: 'dirt',
    groundY: 400,
    parts: [['plot', 400, 470, 1.2, { c: '#C7A26A' }]],
  },
  {
    file: 'properties/office-building-on-spur-road-wilberforce',
    title: 'A glass office building on Spur Road with cars parked in front',
    sky: 'day',
    land: 'city',
    horizon: 340,
    ground: 'road',
    groundY: 430,
    parts: [
      ['office', 400, 430, 1.1, { floors: 8 }],
      ['car', 200, 480, 0.5, { kind: 'sedan', c: '#333' }],
      ['car', 620, 480, 0.5, { kind: 'suv', c: '#F1F1F1' }],
    ],
  },
  {
    file: 'properties/retail-unit-on-dambara-road-bo',
    title: 'A shop unit with a striped awning on Dambara Road in Bo',
    sky: 'morning',
    land: 'plain',
    horizon: 330,
    ground: 'paving',
    groundY: 420,
    parts: [
      ['shop', 400, 430, 1.3, { c: '#43AA8B' }],
      ['tree', 120, 440, 1.2],
    ],
  },
];

/** Layers some scenes draw over their land before their things. */
const OVERLAYS = {
  'hills-front': () =>
    `<path d="M0 330C140 250 300 240 420 270S660 230 800 290V500H0z" fill="#2E7D4F"/><path d="M0 420C200 380 400 400 560 380S740 400 800 390V500H0z" fill="#3C9A5F"/>`,
  cove: () =>
    `<path d="M460 500C470 380 520 300 800 280V500z" fill="#3C8F55"/><path d="M0 500C20 430 120 400 220 420S300 470 320 500z" fill="#4FAE66"/>`,
  lake: () =>
    `<ellipse cx="400" cy="330" rx="300" ry="40" fill="#4FA3D1"/><path d="M0 500C200 420 600 440 800 420V500z" fill="#3C8F55"/>`,
  'beach-front': () => `<path d="M0 380C260 360 520 400 800 370V500H0z" fill="#F2D7A0"/>`,
  summit: () =>
    `<path d="M0 500L260 300L420 240L560 310L800 500z" fill="#6D6A75"/><path d="M420 240L380 300l20 -8l20 20l20 -24l20 12z" fill="#F4F4F4"/>`,
  cloudbank: () =>
    `<g fill="#fff" opacity=".9"><ellipse cx="80" cy="460" rx="140" ry="40"/><ellipse cx="260" cy="480" rx="150" ry="36"/><ellipse cx="560" cy="480" rx="160" ry="40"/><ellipse cx="740" cy="460" rx="120" ry="40"/></g>`,
};

function draw(scene) {
  let body = sky(scene.sky, scene.sunX, scene.sunY);
  body += LANDS[scene.land]({ horizon: scene.horizon, sea: scene.sea, field: scene.field });
  if (scene.ground) body += GROUNDS[scene.ground](scene.groundY);
  body += scene.parts.map(part).join('');
  for (const item of scene.after ?? []) {
    body += OVERLAYS[item[0]] ? OVERLAYS[item[0]]() : part(item);
  }
  body += scene.extra ?? '';
  const title = scene.title.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t"><title id="t">${title}</title>${body}</svg>\n`;
}

for (const scene of SCENES) {
  const file = path.join(OUT, `${scene.file}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, draw(scene));
}
console.log(`${SCENES.length} pictures in ${path.relative(process.cwd(), OUT)}`);
