import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInUser, startServerWithAdmin, TestClient, type TestClient as Client, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: Client;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

describe('an admin invites a colleague', () => {
  it('creates the account active, returns its temporary password once, and that password signs in', async () => {
    const res = await admin.post('/api/users', { full_name: 'Nadia Bennani', email: 'Nadia@Example.test' });
    expect(res.statusCode).toBe(201);
    const { user, temporary_password } = res.json();
    expect(user).toMatchObject({ full_name: 'Nadia Bennani', email: 'nadia@example.test', role: 'user', status: 'active' });
    expect(user).not.toHaveProperty('password_hash');
    expect(temporary_password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);

    const colleague = new TestClient(server.app);
    expect((await colleague.post('/api/auth/login', { login: 'nadia@example.test', password: temporary_password })).statusCode).toBe(200);
    // The list never shows it again.
    const listed = (await admin.get('/api/users')).json().items as Record<string, unknown>[];
    expect(JSON.stringify(listed)).not.toContain(temporary_password);

    const second = (await admin.post('/api/users', { full_name: 'Omar', email: 'omar@example.test', role: 'admin' })).json();
    expect(second.user.role).toBe('admin');
    expect(second.temporary_password).not.toBe(temporary_password);
  });

  it('refuses a taken email with a field message, bad input with 400, and anyone but an admin', async () => {
    const taken = await admin.post('/api/users', { full_name: 'Again', email: 'admin@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'An account with this email already exists' });
    const bad = await admin.post('/api/users', { full_name: '', email: 'not an email', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'full_name', 'role']);

    const staff = await signInUser(server, admin);
    expect((await staff.post('/api/users', { full_name: 'Sneaky', email: 'sneaky@example.test' })).statusCode).toBe(403);
    expect((await new TestClient(server.app).post('/api/users', { full_name: 'Anon', email: 'anon@example.test' })).statusCode).toBe(401);
  });
});
