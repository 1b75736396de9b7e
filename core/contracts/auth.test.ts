import { describe, expect, it } from 'vitest';
import { adminLoginSchema, adminRegisterSchema } from './auth';

describe('admin form schemas (SPEC §5)', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('login: username and password are required', () => {
    expect(firstMessage(adminLoginSchema.safeParse({ password: 'x' }))).toBe(
      'Username harus diisi',
    );
    expect(firstMessage(adminLoginSchema.safeParse({ username: '  ', password: 'x' }))).toBe(
      'Username harus diisi',
    );
    expect(firstMessage(adminLoginSchema.safeParse({ username: 'a', password: '' }))).toBe(
      'Password harus diisi',
    );
  });

  it('register: lengths, e-mail and role with default school_admin', () => {
    const valid = { username: 'abc', password: '123456', email: 'a@b.id' };
    expect(adminRegisterSchema.parse(valid).role).toBe('school_admin');
    expect(firstMessage(adminRegisterSchema.safeParse({ ...valid, username: 'ab' }))).toBe(
      'Username minimal 3 karakter',
    );
    expect(firstMessage(adminRegisterSchema.safeParse({ ...valid, password: '12345' }))).toBe(
      'Password minimal 6 karakter',
    );
    expect(firstMessage(adminRegisterSchema.safeParse({ ...valid, email: 'a@' }))).toBe(
      'Email tidak valid',
    );
    expect(adminRegisterSchema.safeParse({ ...valid, role: 'parent' }).success).toBe(false);
  });
});
