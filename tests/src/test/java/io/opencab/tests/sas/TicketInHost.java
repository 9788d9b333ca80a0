package io.opencab.tests.sas;

import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The casino system's side of ticket in for {@link TicketInPowerLossTest}, over {@link HostSimulator}: general polls
 * until exception 67 or 68, LP 70 (the ticket waiting in escrow), LP 71 (authorise an amount, refuse, or ask the
 * status) and LP 2F for the ticket meter codes. Wire formats as docs/sas.md "Ticket in" gives them; BCD and CRC are
 * the simulator's own. Between two polls it calls {@code step}, where the test may cut the power.
 */
final class TicketInHost {
    /** LP 71 transfer code: valid cashable ticket. */
    static final int CASHABLE = 0x00;
    /** LP 71 transfer code: status query. */
    static final int STATUS_QUERY = 0xFF;

    /** The LP 71 reply: machine status, amount in cents, the ticket's validation number (null when sent alone). */
    record Status(int status, long amountCents, String validation) {
    }

    private final HostSimulator h;
    private final Runnable step;

    TicketInHost(HostSimulator h, Runnable step) {
        this.h = h;
        this.step = step;
    }

    /** General polls until one of {@code codes} arrives (its code) or {@code ms} pass (-1); other codes are dropped. */
    int pollFor(Set<Integer> codes, long ms) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (System.nanoTime() < end) {
            step.run();
            byte[] e = h.generalPoll();
            int code = e.length == 1 ? e[0] & 0xFF : e[2] & 0xFF;
            if (codes.contains(code)) {
                return code;
            }
            if (code == 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(2_000_000L);
            }
        }
        return -1;
    }

    /** LP 70: the validation number of the ticket waiting for the host, or null ({@code 01 FF}: none waits). */
    String validationData() {
        step.run();
        h.ack();
        h.send(new byte[] {(byte) 1, (byte) 0x70});
        byte[] head = h.read(3, HostSimulator.TIMEOUT_MS);
        byte[] rest = h.read(head.length == 3 ? (head[2] & 0xFF) + 2 : 0, HostSimulator.TIMEOUT_MS);
        byte[] r = new byte[head.length + rest.length];
        System.arraycopy(head, 0, r, 0, head.length);
        System.arraycopy(rest, 0, r, head.length, rest.length);
        if (r.length < 6 || (r[1] & 0xFF) != 0x70 || !HostSimulator.crcOk(r)) {
            throw new AssertionError("bad reply to LP 70: " + HexFormat.of().formatHex(r));
        }
        if ((r[2] & 0xFF) == 1) {
            return null;
        }
        if (r[3] != 0) {
            throw new AssertionError("LP 70 ticket status " + (r[3] & 0xFF) + ": " + HexFormat.of().formatHex(r));
        }
        return String.format("%018d", HostSimulator.bcd(r, 10, 9));
    }

    /** LP 71 for {@code validation}: a transfer code (00 cashable, 80.. a refusal) and the amount in cents. */
    Status redeem(int transferCode, long amountCents, String validation) {
        step.run();
        byte[] data = new byte[17];
        data[0] = 16;
        data[1] = (byte) transferCode;
        System.arraycopy(HostSimulator.toBcd(amountCents, 5), 0, data, 2, 5);
        data[7] = 0; // parsing code 00: 18 BCD digits
        System.arraycopy(HostSimulator.toBcd(Long.parseLong(validation), 9), 0, data, 8, 9);
        return status(h.s(0x71, 0, data));
    }

    /** LP 71 FF: the machine's status of the last ticket. */
    Status status() {
        step.run();
        return status(h.s(0x71, 0, (byte) 1, (byte) STATUS_QUERY));
    }

    private static Status status(byte[] r) {
        if ((r[2] & 0xFF) == 1) {
            return new Status(r[3] & 0xFF, 0, null);
        }
        return new Status(r[3] & 0xFF, HostSimulator.bcd(r, 4, 5), String.format("%018d", HostSimulator.bcd(r, 10, 9)));
    }

    /** LP 2F for game 0: the value of each code asked, in the size SAS gives it (cents 5 bytes, the others 4). */
    static Map<Integer, Long> meters(HostSimulator h, int... codes) {
        byte[] data = new byte[3 + codes.length];
        data[0] = (byte) (2 + codes.length);
        for (int i = 0; i < codes.length; i++) {
            data[3 + i] = (byte) codes[i];
        }
        byte[] r = h.s(0x2F, 0, data);
        Map<Integer, Long> out = new LinkedHashMap<>();
        int at = 5;
        while (at < r.length - 2) {
            int code = r[at] & 0xFF;
            int size = io.opencab.sas.tito.TicketMeters.isCents(code) ? 5 : 4;
            out.put(code, HostSimulator.bcd(r, at + 1, size));
            at += 1 + size;
        }
        return out;
    }
}
