"""The order of 69 (and 6A) and the AFT view, as a host relies on it (aft_host.py's `order` phase).

docs/sas.md "How it is built": "a host that sees 69 (or 6A) and at once interrogates LP 72 finds the transfer
complete and LP 74 its credits". A real host does not wait after 69: its very next poll is the interrogation (which
is also the implied ACK of the 69 reply, sas.md "Acknowledgement"). So on the critical path this module sends no
sync byte, sleeps nowhere, and reads each reply only as long as the frame is (1 byte for a general poll, the length
byte's count for LP 72/74, 8 bytes for LP 1A), not until a silence as aft_host's `Link.receive` does.

The cabinet (aft-check.sh's fourth cabinet, a fresh store): 1-cent credits, credit limit 100,000, handpay limit
5,000, sas.aft.enabled, sas.bonus.enabled, host cash-out timeout 6 s, no printer. Guesses: O-n, written up in
docs/cleanroom-aft-bonus-2026-11-28.md "Third pass"."""
import select
import os
import time

from aft_host import ADDR, hexs, crc_ok, with_crc, unbcd, parse72, parse74

IN_HOUSE = min(150, int(os.environ.get("AFT_ORDER_N", "24")))       # AFT_ORDER_N=150 for a longer hunt
POLL_S = int(os.environ.get("AFT_ORDER_POLL_MS", "0")) / 1000.0       # between general polls waiting for 69/6A
BONUSES = 6
HOST_CASHOUTS = 3


# ---------------------------------------------------------------- the fast path (no waiting)

def _decode(raw, out, state):
    """PARMRK decoding (sas.md "Wakeup bit"): FF FF is a literal FF, FF 00 b a wakeup symbol (a chirp, dropped).
    Decodes what is complete; returns the index of the first byte not decoded yet."""
    i = state
    while i < len(raw):
        b = raw[i]
        if b != 0xFF:
            out.append(b)
            i += 1
        elif i + 1 >= len(raw):
            break
        elif raw[i + 1] == 0xFF:
            out.append(0xFF)
            i += 2
        elif i + 2 >= len(raw):
            break
        else:
            i += 3
    return i


def _length_gp(d):
    return 1


def _length_1a(d):
    if len(d) < 2:
        return None
    return 2 if d[1] == 0x00 else 8          # busy `addr 00`, or addr 1A credits(4) CRC


def _length_lbyte(d):
    if len(d) < 2:
        return None
    if d[1] == 0x00:
        return 2                             # busy
    return d[2] + 5 if len(d) >= 3 else None  # addr cmd len ... CRC: len counts the bytes between itself and the CRC


def fast(link, message, length, timeout=1.0):
    """Sends `message` (no sync before it) and returns (reply, monotonic time the send began, when it completed)."""
    t_send = time.monotonic()
    link.send(message)
    raw, out, pos = bytearray(), bytearray(), 0
    deadline = t_send + timeout
    while True:
        want = length(out)
        if want is not None and len(out) >= want:
            break
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([link.fd], [], [], left)[0]:
            break
        raw += os.read(link.fd, 4096)
        pos = _decode(raw, out, pos)
    return bytes(out), t_send, time.monotonic()


def gp(link):
    return fast(link, bytes([0x80 | ADDR]), _length_gp)


def i72(link):
    return fast(link, with_crc(bytes([ADDR, 0x72, 0x02, 0xFF, 0x00])), _length_lbyte)


def i74(link):
    return fast(link, with_crc(bytes([ADDR, 0x74, 0xFF, 0x00, 0x00, 0x00])), _length_lbyte)


def c1a(link):
    return fast(link, bytes([ADDR, 0x1A]), _length_1a)


def lp1a_value(r):
    if len(r) == 8 and r[:2] == bytes([ADDR, 0x1A]) and crc_ok(r):
        return unbcd(r[2:6])
    return None


def poll_until(h, code, seconds=10.0, every=None):
    """General polls every AFT_ORDER_POLL_MS (0: back to back) until `code` (or the time is up). After any other
    exception the next poll is preceded by the sync byte (its ACK; the same general poll again would be a NACK and bring it back). Returns
    (reply time of the code or None, the other codes seen)."""
    link, seen = h.link, []
    every = POLL_S if every is None else every
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        r, _, t_done = gp(link)
        if r == bytes([code]):
            return t_done, seen
        if len(r) == 1 and r[0] != 0:
            seen.append("%02X" % r[0])
            link.sync()
        elif r != b"\x00":
            seen.append("?" + hexs(r))
            link.drain()
            link.sync()
        time.sleep(every)
    return None, seen


def read_view(h, first):
    """At once after 69 (or 6A): the three polls back to back, in the order `first` says ('72' or '74'), then LP 1A.
    Returns ({'72': (raw, parsed), '74': ..., '1A': (raw, credits)}, gap in ms between 69's reply and the first send)."""
    link = h.link
    out = {}
    order = ("72", "74") if first == "72" else ("74", "72")
    t0 = None
    for which in order:
        r, t_send, _ = (i72 if which == "72" else i74)(link)
        t0 = t0 if t0 is not None else t_send
        out[which] = (r, parse72(r) if which == "72" else parse74(r))
    r, _, _ = c1a(link)
    out["1A"] = (r, lp1a_value(r))
    return out, t0


def view_detail(v):
    return "LP 72 FF 00 -> %s | LP 74 FF -> %s | LP 1A -> %s" % (hexs(v["72"][0]), hexs(v["74"][0]), hexs(v["1A"][0]))


# ---------------------------------------------------------------- the checks

def settle(h, label):
    """The cabinet idle (LP 74 offers a transfer to the machine) before a transfer, as a host checks (aft.md
    "Host cash-out under power loss"); exceptions drained (with ACKs) so the next 69 is this transfer's."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < 20:
        s = h.lp74(0xFF, 0x00, 0)
        if s["lock"] is not None and s["available"] & 0x01:
            h.exceptions()
            return s
        time.sleep(0.3)
    h.check(label + ": the cabinet offers a transfer to the machine within 20 s", False, s["raw"])
    return None


def after_69(h, label, txn, ttype, expect, gaps, first="72", locked=False, a0=None):
    """One transfer's 69 and the view read at once. expect: (cashable, restricted, non-restricted) LP 74 must show."""
    t69, seen = poll_until(h, 0x69)
    if t69 is None:
        h.check(label + ": exception 69 within 10 s", False, "other codes seen: %s" % (" ".join(seen) or "(none)"))
        return False
    v, t_first = read_view(h, first)
    gaps.append((t_first - t69) * 1000)
    r72, i = v["72"]
    ok72 = (i["status"] == 0x00 and i.get("id") == txn and i.get("type") == ttype
            and (a0 is None or (i.get("meters") or [None])[0] == a0))
    h.check("%s: LP 72 FF 00 at once after 69: complete (00), id %s, type %02X%s"
            % (label, txn, ttype, ", A0 %d" % a0 if a0 is not None else ""), ok72, view_detail(v))
    r74, s = v["74"]
    amounts = [s.get("cashable"), s.get("restricted"), s.get("nonrestricted")]
    ok74 = amounts == list(expect) and (not locked or s.get("lock") == 0xFF)
    h.check("%s: LP 74 at once after 69: amounts %s%s" % (label, list(expect), ", lock ended (FF)" if locked else ""),
            ok74, "LP 74 amounts %s; %s" % (amounts, view_detail(v)))
    credits = v["1A"][1]
    h.check("%s: LP 1A at once after 69 = LP 74's amounts (%s credits at 1 cent)" % (label, sum(expect)),
            credits is not None and None not in amounts and credits == sum(amounts) == sum(expect),
            "LP 1A %s, LP 74 sum %s; %s" % (credits, sum(a for a in amounts if a is not None), view_detail(v)))
    if seen:
        print("INFO %s: before 69 the host read %s" % (label, " ".join(seen)), flush=True)
    return ok72 and ok74


def in_house(h, state):
    """IN_HOUSE small type 00 transfers: odd ones under a lock with flag 40 'only if locked', even ones without;
    every third reads LP 74 before LP 72 (a host that does not interrogate first, aft.md "LP 74")."""
    cash, gaps, n_ok = 0, [], 0
    for n in range(1, IN_HOUSE + 1):
        label = "O%02d in-house type 00" % n
        if settle(h, label) is None:
            break
        amount = 100 + (7 * n) % 200          # 1.07 .. 2.99: small; 150 of them stay under the credit limit
        locked = n % 2 == 1
        if locked:
            s = h.lp74(0x00, 0x01, 1000)
            if not h.check(label + ": lock granted", s["lock"] == 0x00, s["raw"]):
                continue
        txn = "CR-ORDER-%03d" % n
        r = h.lp72(txn, cashable=amount, flags=0x40 if locked else 0x00)
        if not h.check(label + ": $%d.%02d answered 40" % (amount // 100, amount % 100), r["status"] == 0x40, r["raw"]):
            continue
        cash += amount
        if after_69(h, label, txn, 0x00, (cash, 0, 0), gaps, first="74" if n % 3 == 0 else "72", locked=locked,
                    a0=cash):
            n_ok += 1
    state["cash"] = cash
    report_gaps("in-house", gaps, n_ok)


def bonuses(h, state):
    """BONUSES small type 10 (bonus coin-out win) transfers, cashable; the lock asked for a bonus award (08)."""
    cash, gaps, n_ok = state.get("cash", 0), [], 0
    for n in range(1, BONUSES + 1):
        label = "OB%d bonus type 10" % n
        if settle(h, label) is None:
            break
        s = h.lp74(0x00, 0x08, 1000)
        if not h.check(label + ": lock for a bonus award granted", s["lock"] == 0x00, s["raw"]):
            continue
        amount = 50 + 11 * n
        txn = "CR-ORDER-B%02d" % n
        r = h.lp72(txn, cashable=amount, flags=0x40, ttype=0x10)
        if not h.check(label + ": $%d.%02d answered 40" % (amount // 100, amount % 100), r["status"] == 0x40, r["raw"]):
            continue
        cash += amount
        if after_69(h, label, txn, 0x10, (cash, 0, 0), gaps, first="72", locked=True):
            n_ok += 1
    state["cash"] = cash
    report_gaps("bonus", gaps, n_ok)


def host_cashouts(h, state):
    """6A -> LP 74 at once shows the host cash-out request: available transfers 02 only (from the machine), host
    cash-out status 03, the payable credits (aft.md "Host cash-out" diagram, O-4). The host then takes them (type 80,
    flag bit 3) and the 69 of that transfer is read the same way."""
    from hco_checks import press
    if not os.environ.get("DISPLAY"):
        h.skip("6A then LP 74 at once", "no DISPLAY for xdotool (CASH OUT is the kiosk's key C)")
        return
    gaps = []
    for n in range(1, HOST_CASHOUTS + 1):
        label = "OH%d host cash-out" % n
        if settle(h, label) is None:
            return
        txn_in = "CR-ORDER-H%02dI" % n
        before = h.credits()
        r = h.lp72(txn_in, cashable=300 + n, flags=0x03)          # bits 0-1: host cash-out control + enable, soft
        if not h.check(label + ": type 00 with flags 03 answered 40", r["status"] == 0x40, r["raw"]):
            return
        total = before + 300 + n
        after_69(h, label + " (transfer in)", txn_in, 0x00, (total, 0, 0), gaps, first="72")
        t6a = None
        for press_n in range(1, 4):          # the first key may only leave the attract screen (aft.md "On a bench")
            press("c")
            t6a, seen = poll_until(h, 0x6A, seconds=2.0)
            if t6a is not None:
                break
        if not h.check(label + ": CASH OUT (key C) -> 6A", t6a is not None, "no 6A after 3 presses"):
            return
        r74, t_send, _ = i74(h.link)
        gaps.append((t_send - t6a) * 1000)
        s = parse74(r74)
        r1a, _, _ = c1a(h.link)
        credits = lp1a_value(r1a)
        h.check(label + ": LP 74 at once after 6A: available 02 only, host cash-out 03, cashable %d" % total,
                s.get("available") == 0x02 and s.get("hostcashout") == 0x03 and s.get("cashable") == total
                and s.get("nonrestricted") == 0,
                "LP 74 -> %s | LP 1A -> %s" % (hexs(r74), hexs(r1a)))
        h.check(label + ": LP 1A at once after 6A = %d" % total, credits == total,
                "LP 1A -> %s (%s)" % (hexs(r1a), credits))
        txn_out = "CR-ORDER-H%02dO" % n
        r = h.lp72(txn_out, ttype=0x80, cashable=total, flags=0x08)
        if not h.check(label + ": type 80 flag bit 3 for %d answered 40" % total, r["status"] == 0x40, r["raw"]):
            return
        after_69(h, label + " (taken)", txn_out, 0x80, (0, 0, 0), gaps, first="72")
    report_gaps("host cash-out", gaps, None)


def report_gaps(what, gaps, n_ok):
    if gaps:
        print("INFO %s: %d reads after 69/6A, %s fully right; first poll sent %.2f ms (median) / %.2f ms (max) after "
              "the 69/6A byte arrived" % (what, len(gaps), n_ok if n_ok is not None else "-", sorted(gaps)[len(gaps) // 2],
                                           max(gaps)), flush=True)


def run(h, state):
    codes = h.exceptions()
    h.check("order cabinet: power-up exceptions end 18 then 17", codes[-2:] == [0x18, 0x17],
            " ".join("%02X" % c if isinstance(c, int) else str(c) for c in codes))
    r0, r1 = h.lp73(0x00), h.lp73(0x01)
    if not h.check("order cabinet: LP 73 initialise (00) then register (01)",
                   r0["status"] == 0x00 and r1["status"] == 0x01, r0["raw"] + " / " + r1["raw"]):
        return
    in_house(h, state)
    bonuses(h, state)
    host_cashouts(h, state)
