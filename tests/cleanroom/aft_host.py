#!/usr/bin/env python3
"""Clean-room SAS 6.02 host that drives OpenCab's AFT over a pseudo-terminal.

Written from the project's docs (README.md, docs/aft.md, docs/sas.md, docs/configuration.md,
docs/deploy.md) and public descriptions of SAS/AFT only; it shares nothing with the cabinet's code.
Standard library only.

    aft_host.py PORT before STATE   # first start: polls, LP 73, LP 74, LP 72, refusals, history
    aft_host.py PORT after STATE    # after a SIGTERM restart on the same data directory
    aft_host.py PORT bonus STATE    # a second cabinet with sas.bonus.enabled: AFT bonus transfers,
                                    # LP 8A/9A, the bonus meters, host cash-out (needs DISPLAY: the
                                    # kiosk's CASH OUT key is pressed with xdotool)
    aft_host.py PORT order STATE    # a fresh cabinet like the second: 69 (and 6A) read at once by
                                    # LP 72 FF 00, LP 74 and LP 1A, no wait (order_checks.py)

Each check prints one `PASS name` or `FAIL name: why (bytes)` line; the exit status is 1 when any
check failed. STATE is a JSON file the first phase writes and the second reads.
"""
import json
import os
import select
import sys
import termios
import time
import tty

ADDR = 1
ASSET = 1234
KEY = bytes(range(1, 21))            # our registration key (20 bytes, non-zero)
OTHER_KEY = bytes([0x55] * 20)
POS_ID = 0x00000042
LIMIT_CENTS = 100000                 # credit.limit.credits 100000 at 1 cent a credit


# ---------------------------------------------------------------- codec (our own)

def crc16_kermit(data):
    """CRC-16/KERMIT: polynomial 0x1021 reflected (0x8408), seed 0, no final XOR."""
    crc = 0
    for b in data:
        q = (crc ^ b) & 0x0F
        crc = (crc >> 4) ^ (q * 0x1081)
        q = (crc ^ (b >> 4)) & 0x0F
        crc = (crc >> 4) ^ (q * 0x1081)
    return crc


def with_crc(frame):
    c = crc16_kermit(frame)
    return bytes(frame) + bytes([c & 0xFF, c >> 8])          # LSB first


def crc_ok(frame):
    return len(frame) >= 3 and crc16_kermit(frame[:-2]) == frame[-2] | (frame[-1] << 8)


def bcd(value, size):
    digits = str(value).rjust(size * 2, "0")
    if len(digits) > size * 2:
        raise ValueError("%d does not fit in %d BCD bytes" % (value, size))
    return bytes(int(digits[i:i + 2], 16) for i in range(0, size * 2, 2))


def unbcd(raw):
    return int("".join("%02x" % b for b in raw))


def le(value, size):
    return value.to_bytes(size, "little")


def hexs(raw):
    return " ".join("%02X" % b for b in raw)


# ---------------------------------------------------------------- the link

class Link:
    """The host end of the pty: the first byte of each message carries the wakeup bit, encoded as
    the PARMRK form `FF 00 b`; a literal FF is sent as `FF FF` (docs/sas.md "Wakeup bit")."""

    def __init__(self, path):
        self.fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(self.fd)
        attrs = termios.tcgetattr(self.fd)
        attrs[4] = attrs[5] = termios.B19200
        termios.tcsetattr(self.fd, termios.TCSANOW, attrs)
        self.chirps = 0

    def drain(self):
        while select.select([self.fd], [], [], 0.05)[0]:
            os.read(self.fd, 4096)

    def send(self, message):
        out = bytearray([0xFF, 0x00, message[0]])
        for b in message[1:]:
            out += b"\xff\xff" if b == 0xFF else bytes([b])
        os.write(self.fd, bytes(out))

    def receive(self, first_timeout=0.6, gap=0.06):
        """The reply's bytes, decoded: read until `gap` of silence after the first byte. A wakeup
        symbol from the cabinet (its chirp) is counted and dropped."""
        raw = bytearray()
        deadline = time.monotonic() + first_timeout
        while True:
            wait = gap if raw else max(0.0, deadline - time.monotonic())
            if not select.select([self.fd], [], [], wait)[0]:
                break
            raw += os.read(self.fd, 4096)
        out = bytearray()
        i = 0
        while i < len(raw):
            b = raw[i]
            if b == 0xFF and i + 1 < len(raw) and raw[i + 1] == 0xFF:
                out.append(0xFF)
                i += 2
            elif b == 0xFF and i + 2 < len(raw) and raw[i + 1] == 0x00:
                self.chirps += 1
                i += 3
            else:
                out.append(b)
                i += 1
        return bytes(out)

    def sync(self):
        """The sync byte (80 with the wakeup bit): the implied ACK of the cabinet's last reply."""
        self.send(bytes([0x80]))
        time.sleep(0.03)

    def ask(self, message, ack_first=True):
        if ack_first:
            self.sync()
        self.send(message)
        return self.receive()


# ---------------------------------------------------------------- the host

class Host:
    def __init__(self, link):
        self.link = link
        self.failures = 0
        self.results = []

    def check(self, name, ok, detail=""):
        line = ("PASS %s" % name) if ok else ("FAIL %s: %s" % (name, detail))
        print(line, flush=True)
        self.results.append(line)
        if not ok:
            self.failures += 1
        return ok

    def skip(self, name, why):
        line = "SKIP %s: %s" % (name, why)
        print(line, flush=True)
        self.results.append(line)

    # -- general polls and exceptions
    def general(self, ack_first=True):
        reply = self.link.ask(bytes([0x80 | ADDR]), ack_first)
        return reply

    def exceptions(self, limit=40):
        codes = []
        for _ in range(limit):
            r = self.general()
            if len(r) != 1:
                codes.append(("?", hexs(r)))
                if not r:
                    break
                continue
            if r[0] == 0:
                break
            codes.append(r[0])
        return codes

    def wait_exception(self, code, seconds=8.0):
        seen = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            r = self.general()
            if len(r) == 1 and r[0] != 0:
                seen.append(r[0])
                if r[0] == code:
                    return True, seen
            else:
                if len(r) > 1:
                    print("INFO general poll: odd reply %s (not one code byte)" % hexs(r), flush=True)
                time.sleep(0.1)
        return False, seen

    # -- long polls
    def rpoll(self, cmd):
        return self.link.ask(bytes([ADDR, cmd]))

    def credits(self):
        r = self.rpoll(0x1A)
        if len(r) == 8 and r[:2] == bytes([ADDR, 0x1A]) and crc_ok(r):
            return unbcd(r[2:6])
        return "bad reply: " + hexs(r)

    def lp73(self, code, asset=ASSET, key=KEY, pos=POS_ID):
        if code in (0xFF, 0x80):
            body = bytes([0x01, code])
        else:
            body = bytes([0x1D, code]) + le(asset, 4) + key + le(pos, 4)
        r = self.link.ask(with_crc(bytes([ADDR, 0x73]) + body))
        if len(r) == 34 and r[:3] == bytes([ADDR, 0x73, 0x1D]) and crc_ok(r):
            return {"status": r[3], "asset": int.from_bytes(r[4:8], "little"), "key": r[8:28],
                    "pos": int.from_bytes(r[28:32], "little"), "raw": hexs(r)}
        return {"status": None, "raw": hexs(r)}

    def lp74(self, lock_code, condition=0x01, timeout_hundredths=0):
        msg = bytes([ADDR, 0x74, lock_code, condition]) + bcd(timeout_hundredths, 2)
        return parse74(self.link.ask(with_crc(msg)))

    def lp72(self, txn, code=0x00, cashable=0, restricted=0, nonrestricted=0, flags=0x00,
             asset=ASSET, key=KEY, expiry="00000000", pool=0, lock_timeout=1000, ttype=0x00,
             cash_bytes=None):
        tid = txn.encode("ascii")
        cash = cash_bytes if cash_bytes is not None else bcd(cashable, 5)
        body = (bytes([code, 0x00, ttype]) + cash + bcd(restricted, 5)
                + bcd(nonrestricted, 5) + bytes([flags]) + le(asset, 4) + key
                + bytes([len(tid)]) + tid + bytes.fromhex(expiry) + le(pool, 2)
                + bytes([0x00]) + bcd(lock_timeout, 2))
        msg = bytes([ADDR, 0x72, len(body)]) + body
        return parse72(self.link.ask(with_crc(msg)))

    def interrogate(self, index):
        return parse72(self.link.ask(with_crc(bytes([ADDR, 0x72, 0x02, 0xFF, index]))))

    # -- bonusing and handpays (docs/aft.md "LP 8A", "Bonus meters"; docs/sas.md "Long polls")
    def meter2f(self, code, game=0):
        """LP 2F for one meter code: (value, size in bytes) or (None, raw) when absent or malformed.
        One code a poll, so the size comes from the length byte, not from our guess of the table."""
        r = self.link.ask(with_crc(bytes([ADDR, 0x2F, 0x03]) + bcd(game, 2) + bytes([code])))
        if len(r) >= 8 and r[:2] == bytes([ADDR, 0x2F]) and crc_ok(r) and r[2] == len(r) - 5 and r[5] == code:
            raw = r[6:-2]
            return unbcd(raw), len(raw)
        return None, hexs(r)

    def lp8a(self, amount=None, tax=0x00, amount_bytes=None):
        body = amount_bytes if amount_bytes is not None else bcd(amount, 4)
        return self.link.ask(with_crc(bytes([ADDR, 0x8A]) + body + bytes([tax])))

    def lp9a(self, game=0):
        r = self.link.ask(with_crc(bytes([ADDR, 0x9A]) + bcd(game, 2)))
        if len(r) == 18 and r[:2] == bytes([ADDR, 0x9A]) and crc_ok(r):
            return {"game": unbcd(r[2:4]), "deductible": unbcd(r[4:8]), "nondeductible": unbcd(r[8:12]),
                    "wagermatch": unbcd(r[12:16]), "raw": hexs(r)}
        return {"game": None, "raw": hexs(r)}

    def lp1b(self):
        r = self.rpoll(0x1B)
        if len(r) == 24 and r[:2] == bytes([ADDR, 0x1B]) and crc_ok(r):
            return {"group": r[2], "level": r[3], "amount": unbcd(r[4:9]), "raw": hexs(r)}
        return {"level": None, "raw": hexs(r)}

    def lp94(self, tries=30):
        """Remote handpay reset: repeated while the cabinet answers busy (`addr 00`, docs/sas.md LP 94).
        Returns (final code or None, every raw reply)."""
        seen = []
        for _ in range(tries):
            r = self.rpoll(0x94)
            seen.append(hexs(r))
            if len(r) == 5 and r[:2] == bytes([ADDR, 0x94]) and crc_ok(r):
                return r[2], seen
            time.sleep(0.2)          # busy (`addr 00`) while the reset is written, or no reply
        return None, seen

    def lpa0(self, game=0):
        r = self.link.ask(with_crc(bytes([ADDR, 0xA0]) + bcd(game, 2)))
        if len(r) == 12 and r[:2] == bytes([ADDR, 0xA0]) and crc_ok(r):
            return {"features": list(r[4:8]), "raw": hexs(r)}
        return {"features": None, "raw": hexs(r)}

    def collect(self, seconds):
        """Every exception code general polls return within `seconds` (polling every ~0.1 s)."""
        seen = []
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            r = self.general()
            if len(r) == 1 and r[0] != 0:
                seen.append((round(seconds - (deadline - time.monotonic()), 2), r[0]))
            else:
                if len(r) > 1:
                    print("INFO general poll: odd reply %s (not one code byte)" % hexs(r), flush=True)
                time.sleep(0.1)
        return seen


def parse74(r):
    if len(r) == 40 and r[:3] == bytes([ADDR, 0x74, 0x23]) and crc_ok(r):
        d = r[3:38]
        return {"asset": int.from_bytes(d[0:4], "little"), "lock": d[4], "available": d[5],
                "hostcashout": d[6], "aft": d[7], "maxindex": d[8],
                "cashable": unbcd(d[9:14]), "restricted": unbcd(d[14:19]),
                "nonrestricted": unbcd(d[19:24]), "limit": unbcd(d[24:29]),
                "expiry": hexs(d[29:33]).replace(" ", ""), "pool": int.from_bytes(d[33:35], "little"),
                "raw": hexs(r)}
    return {"lock": None, "raw": hexs(r)}


def parse72(r):
    out = {"raw": hexs(r), "status": None}
    if len(r) < 5 or r[:2] != bytes([ADDR, 0x72]) or not crc_ok(r) or r[2] != len(r) - 5:
        return out
    d = r[3:-2]
    if len(d) == 2:
        out.update(position=d[0], status=d[1], short=True)
        return out
    if len(d) == 3:
        out.update(position=d[0], status=d[1], empty=True)
        return out
    try:
        out.update(position=d[0], status=d[1], receipt=d[2], type=d[3],
                   cashable=unbcd(d[4:9]), restricted=unbcd(d[9:14]), nonrestricted=unbcd(d[14:19]),
                   flags=d[19], asset=int.from_bytes(d[20:24], "little"))
        n = d[24]
        out["id"] = d[25:25 + n].decode("ascii", "replace")
        p = 25 + n
        out["date"] = hexs(d[p:p + 4]).replace(" ", "")
        out["time"] = hexs(d[p + 4:p + 7]).replace(" ", "")
        out["expiry"] = hexs(d[p + 7:p + 11]).replace(" ", "")
        out["pool"] = int.from_bytes(d[p + 11:p + 13], "little")
        p += 13
        meters = []
        for _ in range(3):
            size = d[p]
            meters.append(unbcd(d[p + 1:p + 1 + size]) if size else None)
            p += 1 + size
        out["meters"] = meters
        out["trailing"] = len(d) - p
    except (IndexError, ValueError) as e:
        out["parse_error"] = str(e)
    return out


def main(argv):
    if len(argv) != 4 or argv[2] not in ("before", "after", "bonus", "order"):
        print("usage: aft_host.py PORT before|after|bonus|order STATE.json", file=sys.stderr)
        return 2
    import aft_checks
    link = Link(argv[1])
    link.drain()
    host = Host(link)
    if argv[2] == "order":
        import order_checks
        state = {}
        try:
            order_checks.run(host, state)
        finally:
            with open(argv[3], "w") as f:
                json.dump(state, f)
    elif argv[2] == "bonus":
        import bonus_checks
        import hco_checks
        state = {}
        try:
            bonus_checks.run(host, state)
            hco_checks.run(host, state)
        finally:
            with open(argv[3], "w") as f:
                json.dump(state, f)
    elif argv[2] == "before":
        state = {"balances": [0, 0, 0], "history": [], "credits": 0}
        try:
            aft_checks.before_restart(host, state)
        finally:
            with open(argv[3], "w") as f:
                json.dump(state, f)
    else:
        with open(argv[3]) as f:
            state = json.load(f)
        aft_checks.after_restart(host, state)
    print("%s: %d checks, %d failed (chirps heard: %d)"
          % (argv[2], len(host.results), host.failures, link.chirps), flush=True)
    return 1 if host.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
