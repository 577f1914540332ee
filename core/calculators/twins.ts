import { DUE_DATE_DEFAULTS, validateDueDate } from '../calc/validate.ts'
import type { CalculatorForm } from './guide.ts'

/** The twins calculator: dated as the due date calculator is, with the same four ways. */
export const twinsForm: CalculatorForm = { defaults: DUE_DATE_DEFAULTS, validate: validateDueDate }
