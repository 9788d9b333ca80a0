"""Bonusing checks of aft_host.py's `bonus` phase (issue 40 items 3 and 5), from the docs alone.

The cabinet (aft-check.sh's second cabinet): 1-cent credits, credit limit 100,000, handpay limit 5,000 credits
($50.00), `sas.bonus.enabled`, `sas.aft.enabled`, `sas.handpay.remote.reset=true` (so the host keys off a bonus
handpay with LP 94 instead of an attendant), no printer. Expected values: docs/aft.md "Bonus transfers", "LP 8A:
legacy bonus, exception 7C, LP 9A", "Bonus meters"; docs/sas.md "Handpays", "Long polls". Each guess the docs forced
is named G-n here and in docs/cleanroom-aft-bonus-2026-11-28.md."""
import time

from aft_host import ADDR, KEY, hexs

HANDPAY_LIMIT = 5000      # credits = cents at 1 cent a credit
LIMIT = 100000


def fmt(seen):
    return " ".join("%02X@%.1fs" % (c, t) for t, c in seen) or "(none)"


def codes_of(seen):
    return [c for _, c in seen]


def drain(h):
    """Reads the queue empty; returns what it held."""
    return h.exceptions()


def features(h):
    a = h.lpa0(0)
    f = a["features"]
    h.check("LP A0 with bonusing: byte 1 has AFT bonus awards (02) and legacy bonus awards (04), byte 2 AFT (40)",
            f is not None and f[0] & 0x06 == 0x06 and f[1] & 0x40 == 0x40, a["raw"])


def register(h):
    r0 = h.lp73(0x00)
    r1 = h.lp73(0x01)
    h.check("bonus cabinet: LP 73 initialise (00) then register (01)",
            r0["status"] == 0x00 and r1["status"] == 0x01, r0["raw"] + " / " + r1["raw"])
    s = h.lp74(0xFF, 0x00, 0)
    h.check("LP 74 with bonusing: AFT status bit 5 (20) bonus transfers enabled, available bit 4 (10) with bit 0",
            s["lock"] == 0xFF and s["aft"] & 0xA8 == 0xA8 and s["available"] & 0x11 == 0x11, s["raw"])
    s = h.lp74(0x00, 0x08, 1000)
    ok = s["lock"] == 0x00
    c = h.lp74(0x80, 0x00, 0)
    h.check("LP 74 lock for a bonus award (condition bit 3, 08): locked (00); cancel: FF",
            ok and c["lock"] == 0xFF, s["raw"] + " / " + c["raw"])


def meter(h, code):
    v, size = h.meter2f(code)
    return v, size


def check_meters(h, label, expect):
    """expect: {code: (value, size)}; LP 2F one code a poll."""
    got = {}
    bad = []
    for code, (value, size) in expect.items():
        v, s = meter(h, code)
        got["%02X" % code] = (v, s)
        if v != value or (size is not None and s != size):
            bad.append("%02X: %s (size %s), expected %s (size %s)" % (code, v, s, value, size))
    h.check("%s: LP 2F %s" % (label, ", ".join("%02X=%s" % (c, e[0]) for c, e in expect.items())),
            not bad, "; ".join(bad))
    print("INFO %s: LP 2F (value, size in bytes): %s" % (label, got), flush=True)
    return got


def bonus_transfer(h, state, name, txn, ttype, cash=0, nonr=0, lock_condition=0x08):
    """Lock for a bonus award, LP 72 type 10/11 'only if locked', 40, 69, index 00 (status 00, type, amounts,
    meter sizes 00), LP 1A up by the amount, LP 74 by kind, lock ended."""
    before = h.credits()
    s0 = h.lp74(0xFF, 0x00, 0)
    s = h.lp74(0x00, lock_condition, 1000)
    if not h.check(name + ": lock (condition %02X) before the transfer" % lock_condition, s["lock"] == 0x00,
                   s["raw"]):
        return None
    r = h.lp72(txn, cashable=cash, nonrestricted=nonr, flags=0x40, ttype=ttype)
    sent = time.monotonic()
    h.check(name + ": LP 72 answered 40 (pending)", r["status"] == 0x40, r["raw"])
    got, seen = h.wait_exception(0x69)
    h.check(name + ": exception 69", got, "seen " + " ".join("%02X" % c for c in seen))
    print("INFO %s: 69 %.0f ms after the 40" % (name, (time.monotonic() - sent) * 1000), flush=True)
    i = h.interrogate(0x00)
    h.check(name + ": index 00: status 00, type %02X, amounts, id, meter sizes 00" % ttype,
            i["status"] == 0x00 and i.get("type") == ttype and i.get("id") == txn and i.get("cashable") == cash
            and i.get("restricted") == 0 and i.get("nonrestricted") == nonr and i.get("meters") == [None] * 3,
            i["raw"])
    after = h.credits()
    h.check(name + ": LP 1A %s -> %s" % (before, before + cash + nonr if isinstance(before, int) else "?"),
            isinstance(before, int) and after == before + cash + nonr, "got %s" % after)
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 cashable +%d, non-restricted +%d, lock ended" % (cash, nonr),
            s["lock"] == 0xFF and s.get("cashable") == s0.get("cashable", -1) + cash
            and s.get("nonrestricted") == s0.get("nonrestricted", -1) + nonr, s0["raw"] + " -> " + s["raw"])
    return i


def bonus_refusal(h, name, status, **kw):
    """A bonus refused: the docs say 'link / store' for 82 and 83 (G-2): either the status at once, or 40 and the
    status at index 00. Either way nothing credited and no 69."""
    before = h.credits()
    r = h.lp72(**kw)
    where = "link"
    st = r["status"]
    if st == 0x40:
        time.sleep(1.0)
        i = h.interrogate(0x00)
        st, where = i["status"], "store (index 00 %s)" % i["raw"]
    time.sleep(0.3)
    codes = drain(h)
    after = h.credits()
    h.check("%s: refused %02X, nothing credited, no 69" % (name, status),
            st == status and after == before and 0x69 not in codes,
            "reply %s, decided by %s, credits %s -> %s, exceptions %s"
            % (r["raw"], where, before, after, " ".join("%02X" % c for c in codes if isinstance(c, int))))
    print("INFO %s: decided by the %s" % (name, where), flush=True)


def aft_bonuses(h, state):
    bonus_transfer(h, state, "B1 type 10 bonus coin-out win, cashable $5.00", "CR-BONUS-10C", 0x10, cash=500)
    bonus_transfer(h, state, "B2 type 10 bonus coin-out win, non-restricted $2.00", "CR-BONUS-10N", 0x10, nonr=200)
    bonus_transfer(h, state, "B3 type 11 bonus jackpot win below the handpay limit, cashable $9.99", "CR-BONUS-11C",
                   0x11, cash=999)
    # G-3: AF and B1 are counts; LP 2F gives counts 4 bytes (sas.md "Meters"), aft.md's table says "5 / 5" for AE/AF
    check_meters(h, "after B1-B3", {0x1E: (1699, 4), 0xAE: (1499, 5), 0xAF: (2, None), 0xB0: (200, 5),
                                    0xB1: (1, None), 0x21: (0, 4), 0x22: (1699, 4), 0xA0: (0, 5)})

    # B4: a type 11 at the handpay limit: a bonus jackpot handpay, nothing on the meter (aft.md "The handpay rule").
    name = "B4 type 11 at the handpay limit ($50.00)"
    before = h.credits()
    s = h.lp74(0x00, 0x08, 1000)
    r = h.lp72("CR-BONUS-11H", cashable=HANDPAY_LIMIT, flags=0x40, ttype=0x11)
    seen = h.collect(3.0)
    i = h.interrogate(0x00)
    h.check(name + ": 40, then 69 and 51, index 00 status 00 type 11, nothing on the meter",
            s["lock"] == 0x00 and r["status"] == 0x40 and 0x69 in codes_of(seen) and 0x51 in codes_of(seen)
            and i["status"] == 0x00 and i.get("type") == 0x11 and h.credits() == before,
            "lock %s; reply %s; seen %s; index 00 %s; credits %s -> %s"
            % (s["raw"], r["raw"], fmt(seen), i["raw"], before, h.credits()))
    b = h.lp1b()
    h.check(name + ": LP 1B a jackpot (level 40) of 5000 credits", b["level"] == 0x40 and b.get("amount") == 5000,
            b["raw"])
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 during the handpay: no transfer to the machine (bits 0 and 4 clear)",
            s["lock"] == 0xFF and s["available"] & 0x11 == 0, s["raw"])
    bonus_refusal(h, "a type 10 during the bonus handpay", 0x87, txn="CR-BONUS-10X1", cashable=100, ttype=0x10)
    r8a = h.lp8a(100, 0x00)
    h.check("LP 8A during the bonus handpay: busy (addr 00)", r8a == bytes([ADDR, 0x00]), hexs(r8a))
    code, replies = h.lp94()
    seen = h.collect(2.0)
    h.check(name + ": LP 94 remote reset 00, then 52, LP 1A unchanged",
            code == 0x00 and 0x52 in codes_of(seen) and h.credits() == before,
            "LP 94 %s; seen %s; credits %s" % (" | ".join(replies), fmt(seen), h.credits()))
    check_meters(h, "after B4's key-off", {0x21: (5000, 4), 0x1E: (1699, 4), 0x22: (6699, 4), 0x23: (5000, 4),
                                            0xAE: (1499, 5), 0x02: (0, 4)})
    r = h.lp72("CR-BONUS-11H", cashable=HANDPAY_LIMIT, flags=0x00, ttype=0x11)
    seen = h.collect(2.0)
    h.check(name + ": the same id again after the key-off: answered from its record (00), no second handpay, no 69",
            r["status"] == 0x00 and not (set(codes_of(seen)) & {0x51, 0x69}) and h.credits() == before,
            "reply %s; seen %s" % (r["raw"], fmt(seen)))

    bonus_transfer(h, state, "B5 type 10 above the handpay limit ($60.00, never hand-paid)", "CR-BONUS-10BIG", 0x10,
                   cash=6000)
    bonus_refusal(h, "a type 10 with partial allowed (code 01)", 0x82, txn="CR-BONUS-X1", code=0x01, cashable=100,
                  ttype=0x10)
    bonus_refusal(h, "a type 11 with a restricted amount", 0x82, txn="CR-BONUS-X2", restricted=100, pool=3,
                  expiry="00000030", ttype=0x11)
    bonus_refusal(h, "a type 10 of all zeros", 0x83, txn="CR-BONUS-X3", ttype=0x10)
    room = LIMIT - h.credits()
    bonus_refusal(h, "a type 10 over the credit limit", 0x84, txn="CR-BONUS-X4", cashable=room + 100, ttype=0x10)
    bonus_refusal(h, "a type 40 (debit, not built)", 0x82, txn="CR-BONUS-X5", cashable=100, ttype=0x40)
    state["credits"] = h.credits()


def legacy(h, state):
    before = h.credits()
    r = h.lp8a(250, 0x01)
    h.check("LP 8A 250 credits non-deductible: ACK (the address alone)", r == bytes([ADDR]), hexs(r))
    got, seen = h.wait_exception(0x7C)
    h.check("LP 8A: exception 7C", got, " ".join("%02X" % c for c in seen))
    h.check("LP 8A: LP 1A %s -> %s" % (before, before + 250), h.credits() == before + 250, "got %s" % h.credits())
    for amount, tax in ((100, 0x00), (50, 0x02)):
        r = h.lp8a(amount, tax)
        got, seen = h.wait_exception(0x7C)
        h.check("LP 8A %d credits tax status %02X: ACK and 7C" % (amount, tax), r == bytes([ADDR]) and got,
                "%s; seen %s" % (hexs(r), " ".join("%02X" % c for c in seen)))
    m = h.lp9a(0)
    h.check("LP 9A game 0000: deductible 100, non-deductible 250, wager match 50",
            (m.get("deductible"), m.get("nondeductible"), m.get("wagermatch")) == (100, 250, 50), m["raw"])
    m = h.lp9a(1)
    h.check("LP 9A game 0001: zeros (a bonus belongs to no game)",
            (m.get("game"), m.get("deductible"), m.get("nondeductible"), m.get("wagermatch")) == (1, 0, 0, 0),
            m["raw"])
    mid = h.credits()
    for label, kw in (("tax status 03", dict(amount=10, tax=0x03)), ("amount 0", dict(amount=0, tax=0x00)),
                      ("amount not BCD", dict(amount_bytes=bytes([0, 0, 0x1A, 0]), tax=0x00))):
        r = h.lp8a(**kw)
        time.sleep(0.3)
        codes = drain(h)
        h.check("LP 8A with %s: no reply, nothing credited, no 7C" % label,
                r == b"" and h.credits() == mid and 0x7C not in codes, "reply %s, exceptions %s" % (hexs(r), codes))
    expect_1e = 1699 + 6000 + 400
    check_meters(h, "after three LP 8A awards", {0x1E: (expect_1e, 4), 0xAE: (7499, 5)})

    name = "LP 8A at the handpay limit (5000 credits, deductible)"
    before = h.credits()
    r = h.lp8a(HANDPAY_LIMIT, 0x00)
    seen = h.collect(3.0)
    h.check(name + ": ACK, 7C and 51, nothing on the meter",
            r == bytes([ADDR]) and 0x7C in codes_of(seen) and 0x51 in codes_of(seen) and h.credits() == before,
            "reply %s; seen %s; credits %s -> %s" % (hexs(r), fmt(seen), before, h.credits()))
    b = h.lp1b()
    h.check(name + ": LP 1B level 40, 5000 credits", b["level"] == 0x40 and b.get("amount") == 5000, b["raw"])
    code, replies = h.lp94()
    seen = h.collect(2.0)
    h.check(name + ": LP 94 reset 00 and 52", code == 0x00 and 0x52 in codes_of(seen),
            "LP 94 %s; seen %s" % (" | ".join(replies), fmt(seen)))
    m = h.lp9a(0)
    h.check(name + ": LP 9A deductible 5100 (the legacy meters count hand-paid awards too)",
            m.get("deductible") == 5100, m["raw"])
    check_meters(h, "after the legacy bonus handpay", {0x21: (10000, 4), 0x1E: (expect_1e, 4)})
    state["credits"] = h.credits()


def run(h, state):
    codes = drain(h)
    h.check("bonus cabinet: power-up exceptions end 18 then 17", codes[-2:] == [0x18, 0x17],
            " ".join("%02X" % c if isinstance(c, int) else str(c) for c in codes))
    features(h)
    register(h)
    aft_bonuses(h, state)
    legacy(h, state)
