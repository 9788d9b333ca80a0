package io.opencab.sas.aft;

import io.opencab.sas.Frame;
import io.opencab.sas.LongPollHandler;
import io.opencab.sas.LongPollTable;
import io.opencab.sas.Poll;
import io.opencab.sas.SasSnapshot;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * AFT's long polls 73 (registration) and 74 (lock and status), and through {@link AftTransferPolls} 72 (transfer
 * funds and interrogation); docs/aft.md. Registered on the responder's table only with {@code sas.aft.enabled=true}:
 * without it the machine does not answer them at all (unsupported polls are ignored, docs/sas.md). Field layouts as
 * the public descriptions give them (docs/aft.md "Sources"). Only the link thread calls it; it answers from the
 * latest {@link AftView} and hands every change to the {@link AftPort}.
 */
public final class AftPolls {
    /** The history buffer's size reported in LP 74 (positions 1..127; docs/aft.md "History"). */
    public static final int MAX_BUFFER_INDEX = 0x7F;
    /** Exception 6A, AFT request for host cash-out: sent again while the offer stands (docs/aft.md "Host cash-out"). */
    public static final int HOST_CASHOUT = 0x6A;
    /** Every 800 ms, the interval [M]'s host cash-out provider repeats 6A at until the host answers. */
    public static final long HOST_CASHOUT_REPEAT_NANOS = 800_000_000L;
    private static final int REG_LONG = 0x1D;
    /** LP 74 available transfers bit 4: bonus award to the machine OK. */
    private static final int BONUS_AVAILABLE = 0x10;
    private final Supplier<AftView> view;
    private final AftPort port;
    private final AftLock lock;
    private final AftTransferPolls transfers;
    /** Bonus transfers (types 10, 11) are offered: {@code sas.bonus.enabled} (docs/aft.md "Bonus transfers"). */
    private final boolean bonus;
    /** The registration as the host last set it, until the view shows it kept (the reply does not wait for the store). */
    private AftView.Registration asked;

    public AftPolls(Supplier<AftView> view, AftPort port, LongSupplier nanos) {
        this(view, port, nanos, false);
    }

    /** With {@code bonus}: LP 72 takes bonus transfers (types 10, 11) and LP 74 reports and locks for them. */
    public AftPolls(Supplier<AftView> view, AftPort port, LongSupplier nanos, boolean bonus) {
        this.view = Objects.requireNonNull(view, "view");
        this.port = Objects.requireNonNull(port, "port");
        this.lock = new AftLock(port, Objects.requireNonNull(nanos, "nanos"), bonus);
        this.transfers = new AftTransferPolls(port, lock, bonus);
        this.bonus = bonus;
    }

    /** Adds LP 72, 73 and 74 to {@code table} (before the link starts). */
    public void register(LongPollTable table) {
        table.register(0x72, LongPollTable.VARIABLE, (p, s, f) -> transfers.answer(p, current(), f));
        table.register(0x73, LongPollTable.VARIABLE, this::registration);
        table.register(0x74, 8, this::lockAndStatus);
    }

    private AftView current() {
        AftView v = view.get();
        if (v == null) {
            return null;
        }
        if (asked != null) {
            if (registrationEquals(v.registration(), asked)) {
                asked = null;
            } else {
                v = v.withRegistration(asked);
            }
        }
        return v;
    }

    private static boolean registrationEquals(AftView.Registration a, AftView.Registration b) {
        return a.status() == b.status() && a.assetNumber() == b.assetNumber() && a.keyIs(b.key()) && a.posId() == b.posId();
    }

    /**
     * LP 73. Codes 00 (initialise: ready, 00), 01 (register: registered, 01), 80 (unregister), FF (read); 40
     * (operator acknowledgement) is not offered and reads the status unchanged. Asset number other than ours: the
     * status read back unchanged (the host sees it was not taken).
     */
    int registration(Poll p, SasSnapshot s, Frame f) {
        AftView v = current();
        if (v == null) {
            return LongPollHandler.BUSY;
        }
        int length = p.u8(2);
        int code = p.u8(3);
        AftView.Registration now = v.registration();
        if (length == 1 && (code == 0xFF || code == 0x80)) {
            if (code == 0x80) {
                now = change(AftView.Registration.none());
            }
            return registrationReply(p, f, now);
        }
        if (length != REG_LONG) {
            return LongPollHandler.NO_REPLY;
        }
        long asset = p.bin(4, 4);
        byte[] key = new byte[20];
        for (int i = 0; i < 20; i++) {
            key[i] = (byte) p.u8(8 + i);
        }
        long pos = p.bin(28, 4);
        if (pos == 0xFFFFFFFFL) {
            pos = now.posId();
        }
        boolean ours = v.assetNumber() != 0 && asset == v.assetNumber();
        switch (code) {
            case 0x00 -> now = ours ? change(new AftView.Registration(AftStatus.REG_READY, asset, key, pos)) : now;
            case 0x01 -> {
                boolean started = now.status() == AftStatus.REG_READY || now.status() == AftStatus.REG_REGISTERED;
                now = ours && started ? change(new AftView.Registration(AftStatus.REG_REGISTERED, asset, key, pos)) : now;
            }
            case 0x80 -> now = change(AftView.Registration.none());
            case 0x40, 0xFF -> {
            }
            default -> {
                return LongPollHandler.NO_REPLY;
            }
        }
        return registrationReply(p, f, now);
    }

    private AftView.Registration change(AftView.Registration r) {
        asked = r;
        port.register(r);
        return r;
    }

    private static int registrationReply(Poll p, Frame f, AftView.Registration r) {
        f.start(p.address(), 0x73).bin(REG_LONG, 1).bin(r.status(), 1).bin(r.assetNumber(), 4);
        byte[] key = r.key();
        f.raw(key, 0, key.length);
        return f.bin(r.posId(), 4).crc();
    }

    /**
     * LP 74: lock code 00 request, 80 cancel, FF interrogate; transfer conditions; timeout 2 BCD in hundredths of a
     * second. A timeout that is not BCD, or another lock code: no reply.
     */
    int lockAndStatus(Poll p, SasSnapshot s, Frame f) {
        AftView v = current();
        if (v == null) {
            return LongPollHandler.BUSY;
        }
        transfers.settle(v);
        int code = p.u8(2);
        long timeout = p.bcd(4, 2);
        switch (code) {
            case 0x00 -> {
                if (timeout < 0) {
                    return LongPollHandler.NO_REPLY;
                }
                lock.request(v, p.u8(3), timeout);
            }
            case 0x80 -> lock.release();
            case 0xFF -> {
            }
            default -> {
                return LongPollHandler.NO_REPLY;
            }
        }
        int status = lock.status(v);
        boolean registered = v.registration().status() == AftStatus.REG_REGISTERED;
        // During a host cash-out only the host's transfer from the machine is possible.
        boolean toMachine = v.availability() == AftView.Availability.READY && !v.hostCashOut().pending();
        // Available transfers: bit 0 to the machine, bit 1 from it, bit 4 bonus award to the machine ([M]'s LP 74).
        int available = (toMachine ? AftLock.TO_MACHINE : 0) | (v.fromMachinePossible() ? AftLock.FROM_MACHINE : 0)
            | (bonus && toMachine ? BONUS_AVAILABLE : 0);
        // AFT status: bit 7 AFT enabled, bit 5 bonus transfers enabled, bit 4 in-house transfers, bit 3 registered,
        // bit 1 partial transfers to the host allowed ([M]'s LP 74 status bits).
        int aftStatus = 0x80 | (bonus ? 0x20 : 0) | 0x10 | (registered ? 0x08 : 0) | 0x02;
        boolean restricted = v.restrictedCents() > 0;
        return f.start(p.address(), 0x74).bin(0x23, 1).bin(v.assetNumber(), 4).bin(status, 1).bin(available, 1)
            .bin(v.hostCashOut().flags() & 0x07, 1).bin(aftStatus, 1).bin(MAX_BUFFER_INDEX, 1).bcd(v.cashableCents(), 5)
            .bcd(v.restrictedCents(), 5).bcd(v.nonRestrictedCents(), 5).bcd(v.transferLimitCents(), 5)
            .bcd(restricted ? v.expiry() : 0, 4).bin(restricted ? v.poolId() : 0, 2).crc();
    }
}
