import type { User } from "~/lib/accounts";

// A stand-in, replaced on merge by the staff accounts' gate: the signed-in staff user with a second
// factor, else the 404 page.
export async function requireStaff(request: Request): Promise<User> {
  void request;
  throw new Response("Not Found", { status: 404 });
}
