/**
 * What a server-rendered island's controls hold when it hydrates: the visitor may have typed,
 * ticked, picked or opened something before any script ran (or the browser restored a form).
 * Machines start from this, so hydration never loses nor contradicts what is on screen.
 */
export interface AdoptedControls {
  /**
   * Each named control's value: the text of a field, the checked radio's value, a checkbox's
   * value or '' when unticked, the selected option. Submit buttons and hidden inputs are left out.
   */
  values: Readonly<Record<string, string>>
  /** Whether each disclosure with an id (`<details>`, a popover) is open. */
  open: Readonly<Record<string, boolean>>
  /** The id of the selected tab (`role="tab"`), which the inline loader may have chosen. */
  selectedTab: string | null
  /**
   * Which child is shown of each stepped box with an id (`data-steps`, such as the visualizer's
   * weeks), which the inline loader may have turned.
   */
  shownSteps: Readonly<Record<string, number>>
  /** The name (else the id) of the control that has focus, if it is inside the island. */
  focused: string | null
  /** Milliseconds since the page's navigation started: how long the visitor has seen it. */
  elapsedMs: number
}

/** What the server renders with: nothing typed, nothing opened, no time gone by. */
export const serverControls: AdoptedControls = {
  values: {},
  open: {},
  selectedTab: null,
  shownSteps: {},
  focused: null,
  elapsedMs: 0,
}

const skipped = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/** Reads the controls inside an island's element, as they are at this moment. */
export function readControls(root: Element): AdoptedControls {
  const values: Record<string, string> = {}
  for (const control of root.querySelectorAll('input[name], select[name], textarea[name]')) {
    if (
      !(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      )
    ) {
      continue
    }
    if (control instanceof HTMLInputElement) {
      if (skipped.has(control.type)) continue
      if (control.type === 'radio') {
        if (control.checked) values[control.name] = control.value
        continue
      }
      if (control.type === 'checkbox') {
        values[control.name] = control.checked ? control.value : ''
        continue
      }
    }
    values[control.name] = control.value
  }
  const open: Record<string, boolean> = {}
  for (const details of root.querySelectorAll('details[id]')) {
    open[details.id] = (details as HTMLDetailsElement).open
  }
  for (const popover of root.querySelectorAll('[popover][id]')) {
    open[popover.id] = popover.matches(':popover-open')
  }
  const active = document.activeElement
  const focused =
    active && active !== root && root.contains(active)
      ? active.getAttribute('name') || active.id || null
      : null
  const selectedTab = root.querySelector('[role="tab"][aria-selected="true"]')?.id || null
  const shownSteps: Record<string, number> = {}
  for (const box of root.querySelectorAll('[data-steps][id]')) {
    const shown = [...box.children].findIndex((step) => !(step as HTMLElement).hidden)
    if (shown >= 0) shownSteps[box.id] = shown
  }
  return { values, open, selectedTab, shownSteps, focused, elapsedMs: performance.now() }
}
