/**
 * Hand-drawn SVG illustrations for the creator, perks, security, event and invite pages:
 * abstract and geometric, in the site palette. They are decorative: each page says in
 * words what the illustration shows.
 */
import { IllustrationFrame, palette as c } from './frame'

function Backdrop({ fill = c.tint }: { fill?: string }) {
  return (
    <>
      <rect x="16" y="16" width="448" height="328" rx="32" fill={fill} />
      <g stroke={c.border} strokeWidth="1" opacity="0.7">
        {[76, 136, 196, 256, 316].map((y) => (
          <path key={y} d={`M40 ${y}h400`} />
        ))}
      </g>
    </>
  )
}

function Sparkle({ x, y, size = 8, color = c.accent }: { x: number; y: number; size?: number; color?: string }) {
  return (
    <path
      d={`M${x} ${y - size}v${size * 2}M${x - size} ${y}h${size * 2}`}
      stroke={color}
      strokeWidth="3"
      strokeLinecap="round"
    />
  )
}

function Person({ x, y, r = 18, fill = c.white, body = c.primarySoft, head = c.primary }: { x: number; y: number; r?: number; fill?: string; body?: string; head?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} stroke={c.input} strokeWidth="1.5" />
      <circle cx={x} cy={y - r * 0.22} r={r * 0.3} fill={head} />
      <path d={`M${x - r * 0.55} ${y + r * 0.62}a${r * 0.55} ${r * 0.5} 0 0 1 ${r * 1.1} 0`} fill={body} />
    </g>
  )
}

/** /creators: a speaker beside a rising chart, connected to an audience. */
export function CreatorsIllustration() {
  const audience = [90, 152, 214, 276, 338, 400]
  return (
    <IllustrationFrame>
      <Backdrop />
      {audience.map((x) => (
        <path key={`l${x}`} d={`M362 196L${x} 270`} stroke={c.primary} strokeWidth="1.5" strokeDasharray="4 6" opacity="0.45" />
      ))}
      <rect x="58" y="52" width="236" height="158" rx="16" fill={c.white} stroke={c.border} strokeWidth="2" />
      <rect x="58" y="52" width="236" height="30" rx="16" fill={c.primarySoft} />
      <rect x="58" y="68" width="236" height="14" fill={c.primarySoft} />
      <circle cx="78" cy="67" r="4" fill={c.primary} />
      <circle cx="92" cy="67" r="4" fill={c.accent} />
      {[
        [84, 44],
        [118, 66],
        [152, 52],
        [186, 88],
        [220, 76],
        [254, 104],
      ].map(([x, h]) => (
        <rect key={x} x={x} y={192 - h!} width="22" height={h} rx="5" fill={x === 254 ? c.primary : c.primarySoft} />
      ))}
      <path d="M95 140L129 118L163 130L197 96L231 108L265 80" fill="none" stroke={c.accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="265" cy="80" r="6" fill={c.accent} />
      <circle cx="362" cy="112" r="24" fill={c.primary} />
      <rect x="330" y="142" width="64" height="62" rx="30" fill={c.ink} />
      <rect x="356" y="150" width="12" height="30" rx="6" fill={c.accent} />
      <rect x="384" y="50" width="66" height="40" rx="12" fill={c.accent} />
      <path d="M392 88l-6 14 18-12z" fill={c.accent} />
      {[402, 417, 432].map((x) => (
        <circle key={x} cx={x} cy="70" r="4" fill={c.ink} />
      ))}
      {audience.map((x, index) => (
        <Person key={x} x={x} y={282} body={index % 2 ? c.accentSoft : c.primarySoft} head={index % 3 === 0 ? c.ink : c.primary} />
      ))}
      <Sparkle x={320} y={44} />
      <Sparkle x={44} y={226} size={6} color={c.primary} />
    </IllustrationFrame>
  )
}

/** /perks: a member card, a discount badge and a gift. */
export function PerksIllustration() {
  return (
    <IllustrationFrame>
      <Backdrop />
      <g transform="rotate(-8 200 170)">
        <rect x="70" y="92" width="250" height="156" rx="20" fill={c.ink} />
        <rect x="94" y="118" width="44" height="32" rx="7" fill={c.accent} />
        <path d="M94 134h44M116 118v32" stroke={c.ink} strokeWidth="2" opacity="0.35" />
        <rect x="94" y="180" width="150" height="10" rx="5" fill={c.white} opacity="0.85" />
        <rect x="94" y="202" width="96" height="10" rx="5" fill={c.white} opacity="0.45" />
        <path d="M250 208l14-14 12 9 18-22" fill="none" stroke={c.accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <circle cx="332" cy="104" r="50" fill={c.accent} />
      <circle cx="332" cy="104" r="40" fill="none" stroke={c.white} strokeWidth="2" strokeDasharray="3 6" />
      <circle cx="316" cy="88" r="9" fill="none" stroke={c.ink} strokeWidth="5" />
      <circle cx="348" cy="120" r="9" fill="none" stroke={c.ink} strokeWidth="5" />
      <path d="M350 82l-36 44" stroke={c.ink} strokeWidth="5" strokeLinecap="round" />
      <rect x="298" y="208" width="124" height="98" rx="10" fill={c.primary} />
      <rect x="288" y="190" width="144" height="32" rx="8" fill="#0b5f58" />
      <rect x="352" y="190" width="16" height="116" fill={c.accentSoft} />
      <ellipse cx="344" cy="182" rx="20" ry="11" fill="none" stroke={c.accent} strokeWidth="6" transform="rotate(20 344 182)" />
      <ellipse cx="376" cy="182" rx="20" ry="11" fill="none" stroke={c.accent} strokeWidth="6" transform="rotate(-20 376 182)" />
      <Sparkle x={70} y={292} />
      <Sparkle x={444} y={170} size={6} color={c.primary} />
      <Sparkle x={240} y={54} size={6} />
    </IllustrationFrame>
  )
}

/** /creators/levels: four ascending steps with numbered badges and a star. */
export function LevelsIllustration() {
  const steps = [
    { x: 56, top: 240, fill: c.primarySoft },
    { x: 152, top: 192, fill: '#7cc4bb' },
    { x: 248, top: 144, fill: c.primary },
    { x: 344, top: 96, fill: c.ink },
  ]
  return (
    <IllustrationFrame>
      <Backdrop />
      <path d="M100 214C150 150 240 110 420 40" fill="none" stroke={c.accent} strokeWidth="3" strokeDasharray="6 8" strokeLinecap="round" />
      {steps.map((step, index) => (
        <g key={step.x}>
          <rect x={step.x} y={step.top} width="88" height={316 - step.top} rx="12" fill={step.fill} />
          <circle cx={step.x + 44} cy={step.top - 22} r="17" fill={c.white} stroke={index === 3 ? c.accent : c.primary} strokeWidth="3" />
          <text
            x={step.x + 44}
            y={step.top - 16}
            textAnchor="middle"
            fontSize="17"
            fontWeight="700"
            fill={c.ink}
            fontFamily="Inter, system-ui, sans-serif"
          >
            {index + 1}
          </text>
          {[0, 1, 2].map((row) => (
            <rect key={row} x={step.x + 16} y={step.top + 20 + row * 18} width={row === 2 ? 32 : 56} height="6" rx="3" fill={index < 2 ? c.white : c.white} opacity={index < 2 ? 0.9 : 0.35} />
          ))}
        </g>
      ))}
      <path d="M436 14l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill={c.accent} />
      <Sparkle x={60} y={60} size={6} color={c.primary} />
      <Sparkle x={200} y={80} />
    </IllustrationFrame>
  )
}

/** /creators/onboarding: a seven-stop path to a flag, with a profile card. */
export function OnboardingIllustration() {
  const stops: [number, number][] = [
    [70, 292],
    [142, 292],
    [196, 240],
    [268, 240],
    [318, 184],
    [384, 184],
    [416, 122],
  ]
  const path = stops.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join('')
  return (
    <IllustrationFrame>
      <Backdrop />
      <path d={path} fill="none" stroke={c.primarySoft} strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
      <path d={path} fill="none" stroke={c.primary} strokeWidth="2" strokeDasharray="2 8" strokeLinecap="round" />
      {stops.map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="15" fill={index < 4 ? c.primary : index === 4 ? c.accent : c.white} stroke={index > 4 ? c.input : 'none'} strokeWidth="2" />
          {index < 4 ? (
            <path d={`M${x - 6} ${y}l4 4 8-9`} fill="none" stroke={c.white} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          ) : null}
        </g>
      ))}
      <path d="M416 106V44" stroke={c.ink} strokeWidth="4" strokeLinecap="round" />
      <path d="M418 46h40l-10 14 10 14h-40z" fill={c.accent} />
      <rect x="56" y="52" width="176" height="124" rx="16" fill={c.white} stroke={c.border} strokeWidth="2" />
      <circle cx="100" cy="100" r="26" fill={c.primarySoft} />
      <circle cx="100" cy="93" r="9" fill={c.primary} />
      <path d="M84 116a16 13 0 0 1 32 0" fill={c.primary} />
      <rect x="138" y="82" width="74" height="9" rx="4.5" fill={c.ink} />
      <rect x="138" y="100" width="56" height="7" rx="3.5" fill={c.input} />
      <rect x="76" y="140" width="136" height="7" rx="3.5" fill={c.input} />
      <rect x="76" y="155" width="96" height="7" rx="3.5" fill={c.input} />
      <rect x="252" y="66" width="110" height="70" rx="12" fill={c.accentSoft} stroke={c.accent} strokeWidth="2" />
      <text x="272" y="98" fontSize="18" fontWeight="700" fill={c.ink} fontFamily="Inter, system-ui, sans-serif">
        W9
      </text>
      <rect x="272" y="110" width="70" height="6" rx="3" fill={c.accent} opacity="0.6" />
      <Sparkle x={240} y={312} size={6} color={c.primary} />
    </IllustrationFrame>
  )
}

/** /partnerguidelines: a checked-off charter and a shield. */
export function GuidelinesIllustration() {
  return (
    <IllustrationFrame>
      <Backdrop />
      <rect x="96" y="44" width="212" height="276" rx="18" fill={c.white} stroke={c.border} strokeWidth="2" />
      <rect x="96" y="44" width="212" height="56" rx="18" fill={c.primarySoft} />
      <rect x="96" y="80" width="212" height="20" fill={c.primarySoft} />
      <rect x="120" y="64" width="120" height="12" rx="6" fill={c.primary} />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          <rect x="120" y={124 + row * 38} width="22" height="22" rx="6" fill={row < 4 ? c.primary : c.white} stroke={row < 4 ? 'none' : c.input} strokeWidth="2" />
          {row < 4 ? (
            <path d={`M125 ${135 + row * 38}l4 4 8-9`} fill="none" stroke={c.white} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          ) : null}
          <rect x="156" y={129 + row * 38} width={[118, 96, 128, 84, 104][row]} height="10" rx="5" fill={c.input} />
        </g>
      ))}
      <path d="M352 140l62 22v52c0 44-28 72-62 86-34-14-62-42-62-86v-52z" fill={c.ink} />
      <path d="M352 160l44 16v38c0 32-20 52-44 62-24-10-44-30-44-62v-38z" fill={c.primary} />
      <path d="M334 216l13 13 25-28" fill="none" stroke={c.white} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <Sparkle x={420} y={92} />
      <Sparkle x={60} y={280} size={6} color={c.primary} />
    </IllustrationFrame>
  )
}

/** /securityhub: a shield and lock at the centre of a network of firms. */
export function SecurityIllustration() {
  const nodes: [number, number][] = [
    [84, 96],
    [400, 84],
    [72, 262],
    [410, 256],
    [240, 320],
  ]
  return (
    <IllustrationFrame>
      <Backdrop />
      {nodes.map(([x, y]) => (
        <path key={`l${x}`} d={`M240 182L${x} ${y}`} stroke={c.primary} strokeWidth="2" strokeDasharray="5 7" opacity="0.5" />
      ))}
      <circle cx="240" cy="182" r="122" fill="none" stroke={c.primarySoft} strokeWidth="14" />
      <path d="M240 62l92 32v78c0 62-40 104-92 124-52-20-92-62-92-124V94z" fill={c.ink} />
      <path d="M240 88l68 24v60c0 46-30 78-68 94-38-16-68-48-68-94v-60z" fill={c.primary} />
      <path d="M218 168v-16a22 22 0 0 1 44 0v16" fill="none" stroke={c.white} strokeWidth="8" strokeLinecap="round" />
      <rect x="206" y="166" width="68" height="54" rx="10" fill={c.white} />
      <circle cx="240" cy="188" r="7" fill={c.ink} />
      <path d="M240 192v14" stroke={c.ink} strokeWidth="5" strokeLinecap="round" />
      {nodes.map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="22" fill={c.white} stroke={index === 1 ? c.accent : c.input} strokeWidth="2" />
          <rect x={x - 10} y={y - 8} width="20" height="16" rx="3" fill={index === 1 ? c.accent : c.primarySoft} />
          <path d={`M${x - 6} ${y - 2}h12M${x - 6} ${y + 3}h8`} stroke={index === 1 ? c.ink : c.primary} strokeWidth="2" strokeLinecap="round" />
        </g>
      ))}
      <Sparkle x={348} y={40} />
      <Sparkle x={130} y={330} size={6} color={c.primary} />
    </IllustrationFrame>
  )
}

/** /rightnow: the conference calendar beside a lit stage. */
export function EventIllustration() {
  return (
    <IllustrationFrame>
      <Backdrop />
      <path d="M300 40L250 250h120z" fill={c.accentSoft} opacity="0.9" />
      <path d="M400 40L340 250h110z" fill={c.primarySoft} opacity="0.9" />
      <circle cx="300" cy="40" r="10" fill={c.accent} />
      <circle cx="400" cy="40" r="10" fill={c.primary} />
      <rect x="262" y="250" width="180" height="20" rx="6" fill={c.ink} />
      <rect x="322" y="196" width="60" height="56" rx="8" fill={c.primary} />
      <path d="M352 196v-34" stroke={c.ink} strokeWidth="4" strokeLinecap="round" />
      <rect x="344" y="146" width="16" height="26" rx="8" fill={c.ink} />
      {[284, 330, 376, 422].map((x, index) => (
        <Person key={x} x={x} y={304} r={17} body={index % 2 ? c.primarySoft : c.accentSoft} />
      ))}
      <rect x="48" y="64" width="188" height="220" rx="20" fill={c.white} stroke={c.border} strokeWidth="2" />
      <path d="M48 84a20 20 0 0 1 20-20h148a20 20 0 0 1 20 20v34H48z" fill={c.accent} />
      <rect x="88" y="50" width="10" height="30" rx="5" fill={c.ink} />
      <rect x="186" y="50" width="10" height="30" rx="5" fill={c.ink} />
      <text x="142" y="106" textAnchor="middle" fontSize="20" fontWeight="700" letterSpacing="3" fill={c.ink} fontFamily="Inter, system-ui, sans-serif">
        NOV
      </text>
      <text x="142" y="184" textAnchor="middle" fontSize="46" fontWeight="800" fill={c.ink} fontFamily="Inter, system-ui, sans-serif">
        15–16
      </text>
      <text x="142" y="216" textAnchor="middle" fontSize="18" fontWeight="600" fill={c.primary} fontFamily="Inter, system-ui, sans-serif">
        2025
      </text>
      <rect x="82" y="240" width="120" height="10" rx="5" fill={c.primarySoft} />
      <Sparkle x={250} y={96} />
    </IllustrationFrame>
  )
}

/** /rightnow2025 and /connect2025-poc: members connected around the community hub. */
export function CommunityIllustration() {
  const members: [number, number][] = [
    [240, 64],
    [362, 120],
    [362, 248],
    [240, 300],
    [118, 248],
    [118, 120],
  ]
  return (
    <IllustrationFrame>
      <Backdrop />
      <circle cx="240" cy="182" r="118" fill="none" stroke={c.primarySoft} strokeWidth="2" strokeDasharray="4 8" />
      {members.map(([x, y]) => (
        <path key={`l${x}-${y}`} d={`M240 182L${x} ${y}`} stroke={c.primary} strokeWidth="2" opacity="0.35" />
      ))}
      <path d="M118 120L240 64L362 120" fill="none" stroke={c.accent} strokeWidth="2" opacity="0.6" />
      <circle cx="240" cy="182" r="54" fill={c.primary} />
      <circle cx="240" cy="182" r="40" fill="#0b5f58" />
      <path d="M218 168h44M218 182h44M218 196h24" stroke={c.primarySoft} strokeWidth="5" strokeLinecap="round" />
      <path d="M246 206l8-10 6 4 8-12" fill="none" stroke={c.accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {members.map(([x, y], index) => (
        <Person
          key={`${x}-${y}`}
          x={x}
          y={y}
          r={28}
          body={[c.primarySoft, c.accentSoft, c.primarySoft, c.accentSoft, c.primarySoft, c.accentSoft][index]}
          head={index % 2 ? c.ink : c.primary}
        />
      ))}
      <rect x="392" y="56" width="56" height="34" rx="10" fill={c.accent} />
      <path d="M404 88l-4 12 14-10z" fill={c.accent} />
      <path d="M404 73h32" stroke={c.ink} strokeWidth="3" strokeLinecap="round" />
      <rect x="32" y="286" width="56" height="34" rx="10" fill={c.white} stroke={c.primary} strokeWidth="2" />
      <path d="M44 303h32" stroke={c.primary} strokeWidth="3" strokeLinecap="round" />
    </IllustrationFrame>
  )
}

/** /claim-offer: a membership card for five firm members. */
export function MembershipCardIllustration() {
  return (
    <IllustrationFrame>
      <Backdrop />
      <rect x="92" y="78" width="300" height="188" rx="22" fill={c.primary} transform="rotate(6 242 172)" opacity="0.25" />
      <rect x="78" y="70" width="300" height="188" rx="22" fill={c.ink} />
      <rect x="102" y="96" width="40" height="40" rx="10" fill={c.primary} />
      <path d="M112 108h20M112 116h20M112 124h12" stroke={c.primarySoft} strokeWidth="3" strokeLinecap="round" />
      <path d="M126 128l4-5 3 2 4-5" fill="none" stroke={c.accent} strokeWidth="2.5" strokeLinecap="round" />
      <rect x="156" y="102" width="120" height="10" rx="5" fill={c.white} opacity="0.9" />
      <rect x="156" y="120" width="80" height="8" rx="4" fill={c.white} opacity="0.45" />
      <rect x="290" y="96" width="64" height="26" rx="13" fill={c.accent} />
      <path d="M310 109h24" stroke={c.ink} strokeWidth="3" strokeLinecap="round" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Person key={index} x={118 + index * 40} y={212} r={17} fill={index % 2 ? c.accentSoft : c.primarySoft} body={c.white} head={c.ink} />
      ))}
      <circle cx="376" cy="266" r="40" fill={c.accent} />
      <path d="M358 266l12 12 24-26" fill="none" stroke={c.ink} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <Sparkle x={60} y={300} size={6} color={c.primary} />
      <Sparkle x={430} y={60} />
    </IllustrationFrame>
  )
}
