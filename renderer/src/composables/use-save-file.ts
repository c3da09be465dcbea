import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { registryToday } from '@validation/registry-date'
import { type FileData, type FileFilter, usePlatform } from '@/platform'

/**
 * The system's reason a file could not be written, without Electron's wrapping of an IPC failure
 * (`Error invoking remote method '…': Error: EBUSY: resource busy or locked, open '…'`).
 */
export function saveFailureReason(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  return text.replace(/^Error invoking remote method '[^']*':\s*/, '').replace(/^(?:\w*Error:\s*)+/, '')
}

/**
 * Saves bytes through the platform (the system's save dialog in the app) and says where, or why
 * not: a file could not be written (open in another program, a full disk, no permission). Never
 * throws for that: `message` says it and `failed` is true.
 */
export function useSaveFile() {
  const platform = usePlatform()
  const { t } = useI18n()
  const message = ref<string | null>(null)
  const failed = ref(false)
  async function save(data: FileData, name: string, filters: FileFilter[]): Promise<void> {
    failed.value = false
    try {
      const where = await platform.saveFile(data, name, filters)
      message.value = where ? t('common.saved', { path: where }) : null
    } catch (err) {
      failed.value = true
      message.value = t('common.saveFailed', { reason: saveFailureReason(err) })
    }
  }
  return { save, message, failed }
}

/** `pagamenti-2026-11-24.csv`: a name and the day of `at` in Rome, as every file the app names by date. */
export function datedFileName(base: string, extension: string, at = new Date()): string {
  return `${base}-${registryToday(at.getTime())}.${extension}`
}

export const PDF_FILTER: FileFilter[] = [{ name: 'PDF', extensions: ['pdf'] }]
export const CSV_FILTER: FileFilter[] = [{ name: 'CSV', extensions: ['csv'] }]
export const XLSX_FILTER: FileFilter[] = [{ name: 'Excel', extensions: ['xlsx'] }]
export const ZIP_FILTER: FileFilter[] = [{ name: 'ZIP', extensions: ['zip'] }]
export const JSON_FILTER: FileFilter[] = [{ name: 'JSON', extensions: ['json'] }]
export const HAR_FILTER: FileFilter[] = [{ name: 'HAR', extensions: ['har'] }]
