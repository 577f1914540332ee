import type { Locale } from '../../../core/i18n/locales.ts'
import {
  type Outcome,
  type SourceId,
  type SuccessRow,
  sources,
  successRows,
} from '../../content/assisted-reproduction.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { TableScroll } from '../TableScroll.tsx'

/** The table's words in each language; its figures come from client/content/assisted-reproduction.ts. */
interface Words {
  caption: string
  head: [treatment: string, age: string, chance: string, counted: string, source: string]
  treatment: Record<SuccessRow['treatment'], string>
  over: (age: number) => string
  atMost: (percent: string) => string
  outcome: Record<Outcome, (plateau: number) => string>
  source: Record<SourceId, string>
  note: string
}

const words: Record<Locale, Words> = {
  en: {
    caption: 'Success of IUI and IVF after 40: what was counted, and where it comes from',
    head: ['Treatment', 'Age', 'Chance', 'What was counted', 'Source'],
    treatment: { iui: 'IUI', ivfOwnEggs: 'IVF with your own eggs' },
    over: (age) => `over ${age}`,
    atMost: (percent) => `about ${percent} or less per cycle`,
    outcome: {
      pregnancyPerCycle: () => 'a pregnancy, per insemination cycle',
      cumulativeLiveBirth: (plateau) =>
        `at least one baby born over all cycles, counted from the first (it rose no further after cycle ${plateau})`,
    },
    source: {
      seifer2023: 'Seifer et al., Reprod Biol Endocrinol',
      clinicsIui: 'fertility clinics’ own figures',
    },
    note: 'IVF: women over 42 with no earlier IVF, treated with their own eggs in the United States from 2014 to 2020 (the SART national register). IUI: no national register gives figures by age; clinics’ own figures for women over 40 agree on about 5% or less per cycle, and vary with the cause of infertility. Before 43 the chances with IVF are higher, and they fall with each year: ask a clinic for its figures for your age, and what they count.',
  },
  fr: {
    caption:
      'Réussite de l’IIU et de la FIV après 40\u00a0ans\u00a0: ce qui a été compté, et d’où viennent les chiffres',
    head: ['Traitement', 'Âge', 'Chance', 'Ce qui a été compté', 'Source'],
    treatment: { iui: 'IIU (insémination intra-utérine)', ivfOwnEggs: 'FIV avec vos propres ovocytes' },
    over: (age) => `plus de ${age}\u00a0ans`,
    atMost: (percent) => `environ ${percent} ou moins par cycle`,
    outcome: {
      pregnancyPerCycle: () => 'une grossesse, par cycle d’insémination',
      cumulativeLiveBirth: (plateau) =>
        `au moins une naissance sur l’ensemble des cycles, comptés depuis le premier (plus de hausse après le cycle ${plateau})`,
    },
    source: {
      seifer2023: 'Seifer et ses collègues, Reprod Biol Endocrinol',
      clinicsIui: 'chiffres publiés par les centres de fertilité',
    },
    note: 'FIV\u00a0: femmes de plus de 42\u00a0ans sans FIV antérieure, traitées avec leurs propres ovocytes aux États-Unis de 2014 à 2020 (registre national de la SART). IIU\u00a0: aucun registre national ne donne de chiffres par âge\u00a0; les chiffres publiés par les centres pour les femmes de plus de 40\u00a0ans s’accordent sur environ 5\u00a0% ou moins par cycle, et varient selon la cause de l’infertilité. Avant 43\u00a0ans, les chances avec la FIV sont plus élevées et baissent chaque année\u00a0: demandez à un centre ses chiffres pour votre âge, et ce qu’ils comptent.',
  },
  ru: {
    caption: 'Результативность ВМИ и ЭКО после 40 лет: что считали и откуда эти данные',
    head: ['Метод', 'Возраст', 'Шанс', 'Что считали', 'Источник'],
    treatment: { iui: 'ВМИ (внутриматочная инсеминация)', ivfOwnEggs: 'ЭКО с собственными яйцеклетками' },
    over: (age) => `старше ${age} лет`,
    atMost: (percent) => `около ${percent} или меньше за цикл`,
    outcome: {
      pregnancyPerCycle: () => 'беременность, в расчёте на цикл инсеминации',
      cumulativeLiveBirth: (plateau) =>
        `хотя бы один родившийся ребёнок за все циклы, считая с первого (после ${plateau}-го цикла показатель больше не рос)`,
    },
    source: {
      seifer2023: 'Сейфер и соавторы, Reprod Biol Endocrinol',
      clinicsIui: 'данные, опубликованные клиниками репродукции',
    },
    note: 'ЭКО: женщины старше 42 лет без ЭКО в прошлом, лечившиеся с собственными яйцеклетками в США с 2014 по 2020 год (национальный регистр SART). ВМИ: ни один национальный регистр не приводит данных по возрасту; данные клиник для женщин старше 40 лет сходятся на том, что шанс — около 5% или меньше за цикл, и зависят от причины бесплодия. До 43 лет шансы при ЭКО выше и снижаются с каждым годом: спросите в клинике её данные для вашего возраста и что именно в них считается.',
  },
  es: {
    caption: 'Éxito de la IIU y de la FIV después de los 40: qué se contó y de dónde salen las cifras',
    head: ['Tratamiento', 'Edad', 'Probabilidad', 'Qué se contó', 'Fuente'],
    treatment: { iui: 'IIU (inseminación intrauterina)', ivfOwnEggs: 'FIV con tus propios óvulos' },
    over: (age) => `más de ${age} años`,
    atMost: (percent) => `alrededor del ${percent} o menos por ciclo`,
    outcome: {
      pregnancyPerCycle: () => 'un embarazo, por ciclo de inseminación',
      cumulativeLiveBirth: (plateau) =>
        `al menos un bebé nacido en el conjunto de ciclos, contados desde el primero (no siguió subiendo después del ciclo ${plateau})`,
    },
    source: {
      seifer2023: 'Seifer y colaboradores, Reprod Biol Endocrinol',
      clinicsIui: 'cifras publicadas por clínicas de fertilidad',
    },
    note: 'FIV: mujeres de más de 42 años sin FIV previa, tratadas con sus propios óvulos en Estados Unidos de 2014 a 2020 (registro nacional de la SART). IIU: ningún registro nacional da cifras por edad; las cifras que publican las clínicas para mujeres de más de 40 años coinciden en alrededor del 5 % o menos por ciclo, y varían según la causa de la infertilidad. Antes de los 43 años, las probabilidades con FIV son mayores y bajan cada año: pide a la clínica sus cifras para tu edad y qué cuentan.',
  },
  pt: {
    caption: 'Sucesso da IIU e da FIV depois dos 40: o que foi contado e de onde vêm os números',
    head: ['Tratamento', 'Idade', 'Chance', 'O que foi contado', 'Fonte'],
    treatment: { iui: 'IIU (inseminação intrauterina)', ivfOwnEggs: 'FIV com os seus próprios óvulos' },
    over: (age) => `mais de ${age} anos`,
    atMost: (percent) => `cerca de ${percent} ou menos por ciclo`,
    outcome: {
      pregnancyPerCycle: () => 'uma gravidez, por ciclo de inseminação',
      cumulativeLiveBirth: (plateau) =>
        `pelo menos um bebê nascido no conjunto dos ciclos, contados desde o primeiro (não subiu mais depois do ciclo ${plateau})`,
    },
    source: {
      seifer2023: 'Seifer e colegas, Reprod Biol Endocrinol',
      clinicsIui: 'números publicados por clínicas de fertilidade',
    },
    note: 'FIV: mulheres com mais de 42 anos sem FIV anterior, tratadas com os próprios óvulos nos Estados Unidos de 2014 a 2020 (registro nacional da SART). IIU: nenhum registro nacional traz números por idade; os números publicados pelas clínicas para mulheres com mais de 40 anos concordam em cerca de 5% ou menos por ciclo, e variam conforme a causa da infertilidade. Antes dos 43 anos, as chances com FIV são maiores e caem a cada ano: peça à clínica os números dela para a sua idade e o que eles contam.',
  },
}

function percent(value: number, digits: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100)
}

/**
 * The one table of IUI and IVF success figures (issue 46, E14): each row with what it counts,
 * its source and year, in the page's language. Both articles that state such figures show it.
 */
export function AssistedReproductionTable() {
  const locale = useLocale()
  const t = words[locale]
  return (
    <>
      <TableScroll>
        <table className="data-table">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              {t.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {successRows.map((row) => {
              const source = sources[row.source]
              const name = `${t.source[row.source]}, ${source.year}`
              return (
                <tr key={`${row.treatment} ${JSON.stringify(row.age)}`}>
                  <td>{t.treatment[row.treatment]}</td>
                  <td>{'over' in row.age ? t.over(row.age.over) : years(row.age.at, locale)}</td>
                  <td>
                    {'value' in row.percent
                      ? percent(row.percent.value, 1, locale)
                      : t.atMost(percent(row.percent.atMost, 0, locale))}
                  </td>
                  <td>{t.outcome[row.outcome](row.plateauAfterCycle ?? 0)}</td>
                  <td>
                    {source.url ? (
                      <a href={source.url} target="_blank" rel="noopener noreferrer">
                        {name}
                      </a>
                    ) : (
                      name
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="hint">{t.note}</p>
    </>
  )
}

/** An age in years in the language's words ("43 anos", "43 года"), not a bare number (review pt.md minor 11, ru.md minor 6). */
function years(age: number, locale: Locale): string {
  // A no-break space between the number and its unit, as French typography asks (and none breaks it elsewhere).
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' })
    .format(age)
    .replace(/ /g, '\u00a0')
}
