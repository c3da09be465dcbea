import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { USER_DATA_ENV, userDataFolder } from '../../../main/paths.js'

describe("the app's own folder", () => {
  const appData = path.resolve('/home/ada/.config')

  it("is the OS's application-data place under the product's name", () => {
    expect(userDataFolder(appData, 'Registrar Desk', {})).toBe(path.join(appData, 'Registrar Desk'))
  })

  it('is the folder REGISTRAR_DESK_USER_DATA names, when that is an absolute path', () => {
    const own = path.resolve('/tmp/electron-test-1')
    expect(userDataFolder(appData, 'Registrar Desk', { [USER_DATA_ENV]: own })).toBe(own)
    for (const ignored of ['', 'relative/folder']) {
      expect(userDataFolder(appData, 'Registrar Desk', { [USER_DATA_ENV]: ignored })).toBe(path.join(appData, 'Registrar Desk'))
    }
  })
})
