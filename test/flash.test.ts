import { describe, expect, it } from "vitest";
import { redirectWithToast, takeFlashToast } from "~/server/flash.server";

const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];

describe("flashed toasts", () => {
  it("carry a toast across one redirect, then clear it", async () => {
    const response = await redirectWithToast("/next", { title: "Saved", description: "All good." });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/next");
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);

    const next = await takeFlashToast(new Request("http://localhost/next", { headers: { Cookie: cookieOf(response) } }));
    expect(next.toast).toMatchObject({ title: "Saved", description: "All good.", id: expect.any(String) });

    // Once shown, the cookie is deleted, so later pages carry no flash cookie at all.
    expect(next.headers.get("Set-Cookie")).toMatch(/^__flash=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it("ignore a cookie that was tampered with", async () => {
    const response = await redirectWithToast("/next", { title: "Saved" });
    const [name, value] = cookieOf(response).split("=");
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    const { toast } = await takeFlashToast(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(toast).toBeNull();
  });

  it("cost nothing when there is no flash cookie", async () => {
    const { toast, headers } = await takeFlashToast(new Request("http://localhost/"));
    expect(toast).toBeNull();
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});
