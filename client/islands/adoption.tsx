import { createContext, useContext } from 'react'
import { type AdoptedControls, serverControls } from './adopted-controls.ts'

/**
 * How an island reads what its controls hold as it hydrates. The server has nothing to
 * adopt; the hydration runtime provides a reader of the island's own element.
 */
export const readServerControls = (): AdoptedControls => serverControls

export const AdoptionContext = createContext<() => AdoptedControls>(readServerControls)

export function useAdoption(): () => AdoptedControls {
  return useContext(AdoptionContext)
}
