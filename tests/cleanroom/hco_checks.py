"""Host cash-out checks of aft_host.py's `bonus` phase (issue 40 item 4), from the docs alone.

docs/aft.md "Host cash-out": with AFT on, the cabinet registered and the host cash-out flags on (bits 0-1 of a
completed LP 72), CASH OUT offers the payable credits to the host: 6A, repeated every 800 ms; LP 74 available = bit
1 only, host cash-out status 03 (07 hard); the host's type 80 with flag bit 3 (08) takes them (69, credits 0); at
`sas.aft.hostcashout.timeout.ms` (6000 on this cabinet) soft mode falls back to a handpay (no printer), hard mode
locks up (tilt HOST_CASHOUT, SAS 20) with the offer still standing.

CASH OUT is pressed from outside: the kiosk's PC key `C` (docs/ui.md "Key map") sent with xdotool to the kiosk's
window on the Xvfb display in $DISPLAY (G-10: no document says how to press a button of a SAS bench from outside)."""
import os
import subprocess
import time

from bonus_checks import fmt, codes_of, check_meters

TIMEOUT_S = 6.0


def xdo(*args):
    return subprocess.run(["xdotool"] + list(args), capture_output=True, text=True, timeout=20)


def kiosk_window():
    """The largest visible window on the display (the kiosk is the only client of this Xvfb)."""
    r = xdo("search", "--onlyvisible", "--name", ".*")
    best, area = None, -1
    for wid in r.stdout.split():
        g = xdo("getwindowgeometry", wid).stdout
        try:
            w, hgt = g.split("Geometry:")[1].split()[0].split("x")
            if int(w) * int(hgt) > area:
                best, area = wid, int(w) * int(hgt)
        except (IndexError, ValueError):
            continue
    return best


def press(key):
    wid = kiosk_window()
    if wid:
        xdo("windowfocus", "--sync", wid)
    xdo("key", "--clearmodifiers", key)
    return wid


def screenshot(name):
    out = os.environ.get("AFT_SHOTS")
    if out:
        subprocess.run(["import", "-window", "root", os.path.join(out, name + ".png")], capture_output=True,
                       timeout=30)


def cash_out(h, label, stop=(0x6A, 0x51)):
    """Presses C until one of `stop` comes (at most 3 presses, 2 s each: the first may only leave the attract
    screen, G-11). Returns (presses or None, what was seen, with times from the last press)."""
    seen = []
    for n in range(1, 4):
        wid = press("c")
        t0 = time.monotonic()
        while time.monotonic() - t0 < 2.0:
            got = h.collect(0.15)
            seen += [(round(time.monotonic() - t0, 2), c) for _, c in got]
            if set(codes_of(got)) & set(stop):
                print("INFO %s: CASH OUT took %d press(es) of C (window %s)" % (label, n, wid), flush=True)
                return n, seen
    screenshot(label.replace(" ", "-"))
    return None, seen


def transfer_in(h, name, txn, cash, flags):
    """A type 00 cashable transfer under a lock, with the host cash-out flags given."""
    s = h.lp74(0x00, 0x01, 1000)
    r = h.lp72(txn, cashable=cash, flags=0x40 | flags)
    got, seen = h.wait_exception(0x69)
    i = h.interrogate(0x00)
    return h.check("%s: type 00 $%d.%02d with flags %02X: locked, 40, 69, status 00"
                   % (name, cash // 100, cash % 100, 0x40 | flags),
                   s["lock"] == 0x00 and r["status"] == 0x40 and got and i["status"] == 0x00 and i.get("id") == txn,
                   "lock %s; reply %s; seen %s; index 00 %s" % (s["raw"], r["raw"], seen, i["raw"]))


def take(h, name, txn, cash, nonr):
    """The host's answer to 6A: type 80, full, flag bit 3."""
    r = h.lp72(txn, ttype=0x80, cashable=cash, nonrestricted=nonr, flags=0x08)
    got, seen = h.wait_exception(0x69)
    i = h.interrogate(0x00)
    return h.check("%s: type 80 flag bit 3 for %d + %d: 40, 69, index 00 status 00 type 80, LP 1A 0"
                   % (name, cash, nonr),
                   r["status"] == 0x40 and got and i["status"] == 0x00 and i.get("type") == 0x80
                   and i.get("cashable") == cash and i.get("nonrestricted") == nonr and h.credits() == 0,
                   "reply %s; seen %s; index 00 %s; credits %s" % (r["raw"], seen, i["raw"], h.credits()))


def offered(h, name, hco_status):
    n, seen = cash_out(h, name)
    h.check(name + ": CASH OUT (key C) -> 6A", n is not None and 0x6A in codes_of(seen), "seen " + fmt(seen))
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 during the offer: available 02 only, host cash-out status %02X" % hco_status,
            s["available"] == 0x02 and s["hostcashout"] == hco_status and s["lock"] == 0xFF, s["raw"])
    return n is not None, seen


def with_host(h, state):
    name = "H1 host cash-out taken"
    transfer_in(h, name, "CR-HCO-IN-1", 300, 0x03)
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 host cash-out status 03 (kept from the transfer's flags)", s["hostcashout"] == 0x03,
            s["raw"])
    cash, nonr = s.get("cashable"), s.get("nonrestricted")
    ok, seen = offered(h, name, 0x03)
    if not ok:
        return False
    again = h.collect(1.0)
    h.check(name + ": 6A sent again while the offer stands (every 800 ms)", 0x6A in codes_of(again), fmt(again))
    take(h, name, "CR-HCO-OUT-1", cash, nonr)
    after = h.collect(TIMEOUT_S + 1.5)
    h.check(name + ": after the host's transfer no more 6A, and no handpay past the timeout",
            not (set(codes_of(after)) & {0x6A, 0x51}), fmt(after))
    # sas.md "Exceptions": 66 "cash-out button pressed", raised by a cash-out; aft.md does not say otherwise for a
    # host cash-out (G-12)
    h.check(name + ": exception 66 (cash-out button pressed) for the player's CASH OUT",
            0x66 in codes_of(seen + again + after), "seen %s | %s | %s" % (fmt(seen), fmt(again), fmt(after)))
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 idle again: to-machine (01) available, 0 credits", s["available"] & 0x01 == 0x01
            and s["cashable"] == 0 and s["nonrestricted"] == 0, s["raw"])
    check_meters(h, name, {0xA0: (300, 5), 0xB8: (cash, 5), 0xBC: (nonr, 5), 0xBA: (0, 5)})
    return True


def soft_fallback(h, state):
    name = "H2 soft timeout"
    transfer_in(h, name, "CR-HCO-IN-2", 400, 0x00)
    ok, _ = offered(h, name, 0x03)
    if not ok:
        return
    t0 = time.monotonic()
    got, seen = h.wait_exception(0x51, TIMEOUT_S + 5)
    waited = time.monotonic() - t0
    print("INFO %s: 51 came %.1f s after the offer's first 6A was read (6A seen meanwhile: %d)"
          % (name, waited, seen.count(0x6A)), flush=True)
    b = h.lp1b()
    h.check(name + ": at the timeout a cash-out handpay: 51, LP 1B level 80, 400 credits",
            got and b["level"] == 0x80 and b.get("amount") == 400, "seen %s; LP 1B %s" % (seen, b["raw"]))
    later = h.collect(2.0)
    h.check(name + ": 6A no longer sent after the fallback", 0x6A not in codes_of(later), fmt(later))
    print("INFO %s: after 51: %s" % (name, fmt(later)), flush=True)
    r = h.lp72("CR-HCO-LATE-2", ttype=0x80, cashable=400, flags=0x08)
    st, where = r["status"], "link"
    if st == 0x40:
        time.sleep(1.0)
        i = h.interrogate(0x00)
        st, where = i["status"], "cabinet (index 00 %s)" % i["raw"]
    seen = h.collect(1.0)
    h.check(name + ": the host's late type 80 (flag bit 3) refused 87, no 69, credits still 400",
            st == 0x87 and 0x69 not in codes_of(seen) and h.credits() == 400,
            "reply %s, decided by %s; seen %s; credits %s" % (r["raw"], where, fmt(seen), h.credits()))
    code, replies = h.lp94()
    seen = h.collect(2.0)
    h.check(name + ": LP 94 keys the handpay off: 00, 52, LP 1A 0",
            code == 0x00 and 0x52 in codes_of(seen) and h.credits() == 0,
            "LP 94 %s; seen %s; credits %s" % (" | ".join(replies), fmt(seen), h.credits()))


def hard_mode(h, state):
    name = "H3 hard mode"
    transfer_in(h, name, "CR-HCO-IN-3", 500, 0x07)
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 host cash-out status 07 (hard)", s["hostcashout"] == 0x07, s["raw"])
    ok, _ = offered(h, name, 0x07)
    if not ok:
        return
    seen = h.collect(TIMEOUT_S + 2.0)
    h.check(name + ": at the timeout the lockup: general tilt 20, no handpay 51",
            0x20 in codes_of(seen) and 0x51 not in codes_of(seen), fmt(seen))
    later = h.collect(2.0)
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": during the lockup 6A still repeated, LP 74 available 02, credits 500",
            0x6A in codes_of(later) and s["available"] == 0x02 and s["cashable"] == 500,
            "seen %s; LP 74 %s" % (fmt(later), s["raw"]))
    screenshot("hard-lockup")
    take(h, name, "CR-HCO-OUT-3", 500, 0)
    time.sleep(1.0)
    after = h.collect(2.0)
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": the host's transfer clears the lockup: no 6A, no 51, LP 74 to-machine available (01)",
            not (set(codes_of(after)) & {0x6A, 0x51}) and s["available"] & 0x01 == 0x01,
            "seen %s; LP 74 %s" % (fmt(after), s["raw"]))


def off(h, state):
    name = "H4 host cash-out off"
    transfer_in(h, name, "CR-HCO-IN-4", 200, 0x01)          # bit 0 set, bit 1 clear: host cash-out disabled
    s = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": LP 74 host cash-out status 01 (control, not enabled)", s["hostcashout"] & 0x02 == 0,
            s["raw"])
    n, seen = cash_out(h, name, stop=(0x6A, 0x51, 0x66))
    seen += h.collect(1.5)
    b = h.lp1b()
    h.check(name + ": CASH OUT -> a handpay at once (51, LP 1B 80 / 200), no 6A",
            n is not None and 0x51 in codes_of(seen) and 0x6A not in codes_of(seen) and b["level"] == 0x80
            and b.get("amount") == 200, "seen %s; LP 1B %s" % (fmt(seen), b["raw"]))
    code, replies = h.lp94()
    seen = h.collect(1.5)
    h.check(name + ": LP 94 keys it off: 00, 52, LP 1A 0", code == 0x00 and 0x52 in codes_of(seen)
            and h.credits() == 0, "LP 94 %s; seen %s" % (" | ".join(replies), fmt(seen)))


def lock_after_transfer(h):
    """aft.md "LP 74": LOCKED -> NOT LOCKED at "timeout / cancel / transfer done"; "The transfer's path" step 3:
    "the pending order ends and with it the lock". A host that reads 69 and does not interrogate (index 00) must
    find the lock gone; and a lock LP 74 reports granted must be honoured by LP 72 'only if locked' (flag 40)."""
    name = "L1 lock after a transfer the host does not interrogate"
    while h.lp74(0xFF, 0x00, 0)["lock"] != 0xFF:
        time.sleep(0.5)
    s = h.lp74(0x00, 0x01, 1000)
    r = h.lp72("CR-LOCK-1", cashable=100, flags=0x40)
    got, seen = h.wait_exception(0x69)
    time.sleep(1.0)
    a = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": 1 s after 69 LP 74 says not locked (FF)",
            s["lock"] == 0x00 and r["status"] == 0x40 and got and a["lock"] == 0xFF,
            "lock %s; LP 72 %s; 69 %s; LP 74 1 s after 69: %s" % (s["raw"], r["raw"], got, a["raw"]))
    t0 = time.monotonic()
    while h.lp74(0xFF, 0x00, 0)["lock"] != 0xFF and time.monotonic() - t0 < 12:
        time.sleep(0.3)
    print("INFO %s: LP 74 showed the lock %.1f s more (the lock's timeout is 10 s)"
          % (name, 1.0 + time.monotonic() - t0), flush=True)
    name = "L2 the next lock after that lock's timeout"
    s = h.lp74(0x00, 0x01, 1000)
    time.sleep(0.3)
    s2 = h.lp74(0xFF, 0x00, 0)
    r = h.lp72("CR-LOCK-2", cashable=100, flags=0x40)
    a = h.lp74(0xFF, 0x00, 0)
    h.check(name + ": granted (00, still 00 0.3 s later) and honoured by LP 72 'only if locked' (40, not 94)",
            s["lock"] == 0x00 and s2["lock"] == 0x00 and r["status"] == 0x40,
            "lock %s; LP 74 0.3 s later %s; LP 72 %s; LP 74 after %s" % (s["raw"], s2["raw"], r["raw"], a["raw"]))
    h.wait_exception(0x69, 3.0)
    h.interrogate(0x00)


def hard_attendant(h, state):
    """aft.md "Hard mode": the attendant's reset (key, PIN, clear HOST_CASHOUT) starts the ordinary cash-out (a
    handpay here), after which the host's late transfer is refused; the handpay is then keyed off as any (LP 94).
    The key route (G-13): K (attendant key, simulated devices), the PIN on the PIN pad, Enter; the key opens the
    Handpay and tilts page; neither SPIN nor Enter clears the tilt there, so CLEAR TILT is clicked (its place on a
    1280x1024 Xvfb screen, read from a screenshot: the only route found)."""
    name = "H5 hard mode, attendant's reset"
    transfer_in(h, name, "CR-HCO-IN-5", 700, 0x07)
    total = h.credits()               # the 700 and what L1 left
    ok, _ = offered(h, name, 0x07)
    if not ok:
        return
    got, seen = h.wait_exception(0x20, TIMEOUT_S + 4)
    h.check(name + ": the HOST_CASHOUT lockup (20) at the timeout", got, " ".join("%02X" % c for c in seen))
    press("k")
    time.sleep(1.0)
    for d in "4711":
        press(d)
        time.sleep(0.2)
    press("Return")
    time.sleep(1.5)
    screenshot("H5-handpay-and-tilts-page")
    before = h.collect(0.5)
    xdo("mousemove", "329", "292", "click", "1")
    seen = h.collect(3.0)
    screenshot("H5-after-clear-tilt")
    b = h.lp1b()
    h.check(name + ": CLEAR TILT starts the ordinary cash-out: a handpay (LP 1B 80, all %s credits), 6A stops" % total,
            b["level"] == 0x80 and b.get("amount") == total and 0x6A not in codes_of(seen[2:]),
            "before %s; after the click %s; LP 1B %s" % (fmt(before), fmt(seen), b["raw"]))
    r = h.lp72("CR-HCO-LATE-5", ttype=0x80, cashable=total, flags=0x08)
    st = r["status"]
    if st == 0x40:
        time.sleep(1.0)
        st = h.interrogate(0x00)["status"]
    h.check(name + ": the host's late type 80 refused 87", st == 0x87, r["raw"])
    code, replies = h.lp94()
    later = h.collect(1.5)
    press("k")
    time.sleep(1.0)
    later += h.collect(1.5)
    s = h.lp74(0xFF, 0x00, 0)
    screenshot("H5-after-key-off")
    h.check(name + ": LP 94 keys the handpay off (00, 52), LP 1A 0, and after the key-off the cabinet is idle "
            "(LP 74 to-machine available, no new general tilt 20)",
            code == 0x00 and 0x52 in codes_of(later) and h.credits() == 0 and s["available"] & 0x01 == 0x01
            and 0x20 not in codes_of(seen + later),
            "after the click %s; LP 94 %s; then %s; LP 74 %s" % (fmt(seen), " | ".join(replies), fmt(later), s["raw"]))


def run(h, state):
    if not os.environ.get("DISPLAY"):
        h.check("host cash-out: DISPLAY set for xdotool", False, "no DISPLAY")
        return
    # The bonus checks left credits on the meter: the host takes them all first (H1 takes what LP 74 reports).
    if with_host(h, state):
        soft_fallback(h, state)
        hard_mode(h, state)
        off(h, state)
    lock_after_transfer(h)
    hard_attendant(h, state)          # last: on this build it ends in a STORE_FAULT lockup
