export interface Finding {
  readonly severity: string
  readonly check: string
  readonly where: string
  readonly description: string
}
export function scan(root?: string): Promise<Finding[]>
