import { serviceImagePath } from '@washday/core';
import { BadgeIndianRupee, Timer, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const PERKS = [
  { icon: Truck, key: 'free' },
  { icon: BadgeIndianRupee, key: 'upfront' },
  { icon: Timer, key: 'ready' },
] as const;

const COLLAGE = [
  { src: serviceImagePath('dc-women-lehenga-bridal'), className: 'left-0 top-6 -rotate-6' },
  { src: serviceImagePath('laundry-fold'), className: 'left-24 top-0 z-10 rotate-2' },
  { src: serviceImagePath('dc-men-suit-2pc'), className: 'left-48 top-8 rotate-6' },
];

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-500 to-emerald-500 px-5 py-6 text-white shadow-lift md:px-10 md:py-10"
    >
      {/* Soft suds in the corner; decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 h-48 w-48 rounded-full bg-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -right-4 -bottom-20 h-40 w-40 rounded-full bg-white/10" />
      <div className="relative flex items-center gap-8">
        <div className="max-w-xl">
          <h1 id="hero-title" className="text-[26px] leading-tight font-extrabold tracking-tight text-balance md:text-4xl">
            {t('hero.title')}
          </h1>
          <p className="mt-2 text-sm text-white/85 md:mt-3 md:text-base">{t('hero.body')}</p>
          <ul className="mt-4 flex flex-wrap gap-2 md:mt-6">
            {PERKS.map(({ icon: Icon, key }) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-xs font-semibold backdrop-blur-sm ring-1 ring-white/20 md:text-sm"
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(`hero.perks.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="relative ml-auto hidden h-48 w-[21rem] shrink-0 lg:block">
          {COLLAGE.map(({ src, className }) => (
            <img
              key={src}
              src={src}
              alt=""
              width={400}
              height={300}
              // Shown on wide screens only: lazy keeps a phone from fetching pictures it hides.
              loading="lazy"
              className={`absolute h-36 w-36 rounded-2xl bg-white object-cover p-1 shadow-lift ${className}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
