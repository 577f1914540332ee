import { expect, it } from 'vitest'
import { headerText } from '../../worker/mail/header-text.ts'

it('a header keeps a lone no-break space (French « : »), and makes every break or run of spaces one space', () => {
  expect(headerText('Bienvenue\u00a0: votre grossesse')).toBe('Bienvenue\u00a0: votre grossesse')
  expect(headerText('12\u00a0SA\u202f: un titre')).toBe('12\u00a0SA\u202f: un titre')
  expect(headerText('a\r\nBcc: x\u2028y\u0085z\u00a0\u00a0w \u00a0v\t')).toBe('a Bcc: x y z w v')
  expect(headerText('\u00a0Objet\u00a0')).toBe('Objet')
})
