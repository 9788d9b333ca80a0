#!/usr/bin/env python3
"""Minimal SAS host for a pty (PARMRK encoding): general polls to address 1, prints each exception byte."""
import os, sys, time, termios, tty, select
port, secs = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 60
fd = os.open(port, os.O_RDWR | os.O_NOCTTY)
tty.setraw(fd)
end = time.time() + secs
seen = []
while time.time() < end:
    os.write(fd, b'\xff\x00\x81')          # general poll, address 1, wakeup bit
    r, _, _ = select.select([fd], [], [], 0.2)
    if r:
        data = os.read(fd, 256).replace(b'\xff\xff', b'\xff')
        for b in data:
            if b != 0:
                print(f"{time.strftime('%H:%M:%S')} exception {b:02X}", flush=True)
                os.write(fd, b'\xff\x00\x82')   # a poll to another address: implied ACK
                time.sleep(0.05)
    time.sleep(0.05)
