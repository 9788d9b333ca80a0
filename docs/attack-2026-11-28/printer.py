#!/usr/bin/env python3
"""Minimal GEN2 TCL printer on a pty: answers ENQ with an idle status; after a print (^P|...^) reports
VALIDATION_DONE once and logs the print command (the ticket)."""
import os, sys, tty, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_NOCTTY); tty.setraw(fd)
log = open(sys.argv[2], 'a') if len(sys.argv) > 2 else sys.stdout
buf = b''; s5 = 0x40
while True:
    d = os.read(fd, 4096)
    buf += d
    while buf:
        if buf[0] == 5:
            st = b'*S|0|GURUSAG18|@|@|@|@|' + bytes([s5]) + b'|P0|*'
            os.write(fd, st); buf = buf[1:]
        elif buf[0:1] == b'^':
            end = buf.find(b'^', 1)
            if end < 0: break
            cmd = buf[:end + 1]; buf = buf[end + 1:]
            print(time.strftime('%H:%M:%S'), 'printer got', cmd.decode('latin1'), file=log, flush=True)
            if cmd.startswith(b'^P|'): s5 = 0x40 | 0x20
            elif cmd.startswith(b'^C|'): s5 = 0x40
        else:
            buf = buf[1:]
