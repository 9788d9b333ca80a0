package io.opencab.sas.aft;

import io.opencab.sas.Frame;
import io.opencab.sas.LongPollHandler;
import io.opencab.sas.Poll;
import java.util.Optional;

/**
 * LP 72, AFT transfer funds (docs/aft.md "LP 72"). Transfer code 00 (full only) or 01 (partial allowed) orders a
 * transfer (type 00 to the machine, 80 from it); 80 cancels; FE/FF interrogate the history by index. What the link thread can check it checks (the
 * registration, key, asset, lock, transaction id, BCD); the money rules (the credit limit, the denomination, the
 * cabinet being idle, the pool) are the store's, applied once per transaction id on the cabinet's side. The reply
 * to an accepted order is "pending" (40); the outcome comes with exception 69 and an interrogation.
 */
final class AftTransferPolls {
    /** Offsets in the poll (address at 0): the fixed part up to the transaction id's length byte. */
    private static final int CODE = 3;
    private static final int INDEX = 4;
    private static final int TYPE = 5;
    private static final int CASHABLE = 6;
    private static final int RESTRICTED = 11;
    private static final int NON_RESTRICTED = 16;
    private static final int FLAGS = 21;
    private static final int ASSET = 22;
    private static final int KEY = 26;
    private static final int ID_LENGTH = 46;
    private static final int ID = 47;
    /** Flag bit 6: accept the transfer only if the machine is locked. */
    private static final int ONLY_IF_LOCKED = 0x40;
    /** Flag bit 3: a transfer from the machine answering the cabinet's host cash-out request (exception 6A). */
    private static final int CASHOUT_REQUEST = 0x08;
    private final AftPort port;
    private final AftLock lock;
    /** Bonus transfers (types 10, 11) are offered (docs/aft.md "Bonus transfers"). */
    private final boolean bonus;
    /** The order handed to the cabinet, until the view shows its outcome. */
    private AftOrder pending;
    /**
     * The outcome the view reported when {@link #pending} was handed on. A refusal by the cabinet is not kept, so the
     * host may send the same id again; that old refusal is then not the new order's outcome. The cabinet makes a new
     * entry for every outcome (an equal one too), so it is told apart by identity.
     */
    private AftView.Entry before;
    /**
     * The lock (its {@link AftLock#generation()}) the pending order was made under: its outcome ends that lock only, not
     * one the host asked for after it (the lock may have timed out and been asked again before the outcome was seen).
     */
    private long lockOfPending;

    AftTransferPolls(AftPort port, AftLock lock, boolean bonus) {
        this.port = port;
        this.lock = lock;
        this.bonus = bonus;
    }

    /** Bonus coin-out win (10) or bonus jackpot win (11) to the machine. */
    static boolean isBonus(int type) {
        return type == AftStatus.BONUS_COIN_OUT_WIN || type == AftStatus.BONUS_JACKPOT_WIN;
    }

    int answer(Poll p, AftView v, Frame f) {
        if (v == null) {
            return LongPollHandler.BUSY;
        }
        settle(v);
        int length = p.u8(2);
        int code = p.u8(CODE);
        if (length < 2 || p.length() != length + 5) {
            return LongPollHandler.NO_REPLY;
        }
        return switch (code) {
            case 0xFE, 0xFF -> interrogate(p, v, f, p.u8(INDEX));
            case 0x80 -> shortReply(p, f, pending != null ? AftStatus.NOT_COMPATIBLE : AftStatus.CANCELLED_BY_HOST);
            case 0x00, 0x01 -> transfer(p, v, f, code == 0x01);
            default -> shortReply(p, f, AftStatus.UNSUPPORTED_CODE);
        };
    }

    /**
     * The pending order ends when the view reports its outcome; the lock it used ends with it ("transfer done" in
     * {@link AftLock}). Asked on every LP 72 and LP 74, so a host reading LP 74 after 69 sees the lock gone.
     */
    void settle(AftView v) {
        if (pending != null && v.lastResult().filter(e -> e != before && e.transactionId().equals(pending.transactionId()))
                .isPresent()) {
            pending = null;
            before = null;
            lock.releaseIf(lockOfPending);
        }
    }

    private int transfer(Poll p, AftView v, Frame f, boolean partial) {
        if (p.length() < ID + 9) {
            return LongPollHandler.NO_REPLY;
        }
        int idLength = p.u8(ID_LENGTH);
        // id, expiry 4, pool 2, receipt data length 1, CRC 2
        if (p.length() < ID + idLength + 9) {
            return LongPollHandler.NO_REPLY;
        }
        StringBuilder id = new StringBuilder(idLength);
        boolean printable = idLength >= 1 && idLength <= 20;
        for (int i = 0; i < idLength; i++) {
            int c = p.u8(ID + i);
            printable &= c >= 0x20 && c <= 0x7E;
            id.append((char) c);
        }
        int tail = ID + idLength;
        long cashable = p.bcd(CASHABLE, 5);
        long restricted = p.bcd(RESTRICTED, 5);
        long nonRestricted = p.bcd(NON_RESTRICTED, 5);
        long expiry = p.bcd(tail, 4);
        AftOrder o = new AftOrder(id.toString(), p.u8(TYPE), partial, Math.max(cashable, 0), Math.max(restricted, 0),
            Math.max(nonRestricted, 0), (int) p.bin(tail + 4, 2), Math.max(expiry, 0), p.u8(FLAGS));
        if (pending != null) {
            return pending.transactionId().equals(o.transactionId()) ? orderReply(p, v, f, pending, AftStatus.PENDING)
                : shortReply(p, f, AftStatus.NOT_COMPATIBLE);
        }
        Optional<AftView.Entry> kept = printable ? find(v, o.transactionId()) : Optional.empty();
        if (kept.isPresent()) {
            return entryReply(p, v, f, kept.get(), true);
        }
        int refusal = refusal(p, v, o, printable, cashable, restricted, nonRestricted, expiry);
        if (refusal >= 0) {
            return orderReply(p, v, f, o, refusal);
        }
        pending = o;
        before = v.lastResult().orElse(null);
        lockOfPending = lock.generation();
        port.transfer(o);
        return orderReply(p, v, f, o, AftStatus.PENDING);
    }

    private int refusal(Poll p, AftView v, AftOrder o, boolean printable, long cashable, long restricted,
                        long nonRestricted, long expiry) {
        if (p.u8(INDEX) != 0) {
            return AftStatus.NOT_VALID_FUNCTION;
        }
        if (!printable) {
            return AftStatus.TRANSACTION_ID_NOT_VALID;
        }
        boolean out = o.type() == AftStatus.IN_HOUSE_FROM_MACHINE;
        if (o.type() != AftStatus.IN_HOUSE_TO_MACHINE && !out && !(bonus && isBonus(o.type()))) {
            return AftStatus.NOT_VALID_FUNCTION;
        }
        if (cashable < 0 || restricted < 0 || nonRestricted < 0 || expiry < 0) {
            return AftStatus.NOT_VALID_AMOUNT;
        }
        if (v.assetNumber() == 0 || p.bin(ASSET, 4) != v.assetNumber()) {
            return AftStatus.ASSET_MISMATCH;
        }
        byte[] key = new byte[20];
        boolean keyGiven = false;
        for (int i = 0; i < 20; i++) {
            key[i] = (byte) p.u8(KEY + i);
            keyGiven |= key[i] != 0;
        }
        // A zero key: the host does not require registration for this transfer (public LP 72 descriptions).
        if (keyGiven) {
            if (v.registration().status() != AftStatus.REG_REGISTERED) {
                return AftStatus.NOT_REGISTERED;
            }
            if (!v.registration().keyIs(key)) {
                return AftStatus.KEY_MISMATCH;
            }
        }
        int locked = lock.status(v);
        if ((o.flags() & ONLY_IF_LOCKED) != 0 && locked != AftStatus.LOCKED) {
            return AftStatus.NOT_LOCKED;
        }
        // A transfer from the machine answering the cabinet's host cash-out request (flag bit 3) is the cabinet's to
        // decide: the offer may have ended a moment ago, which only the cabinet thread knows (docs/aft.md).
        boolean answersCashOut = out && (o.flags() & CASHOUT_REQUEST) != 0;
        boolean ready = v.availability() == AftView.Availability.READY && !v.hostCashOut().pending();
        if (!answersCashOut && (out ? !v.fromMachinePossible() : !ready)) {
            return AftStatus.UNABLE_NOW;
        }
        return -1;
    }

    private static Optional<AftView.Entry> find(AftView v, String id) {
        return v.history().stream().filter(e -> e.transactionId().equals(id)).findFirst();
    }

    /**
     * FE/FF with an index: 00 the current or newest transfer; 01-7F a history position; 81-FF relative, 81 the
     * newest kept, 82 the one before ... Nothing there: length 3, status FF.
     */
    private int interrogate(Poll p, AftView v, Frame f, int index) {
        if (index == 0) {
            if (pending != null) {
                return orderReply(p, v, f, pending, AftStatus.PENDING);
            }
            Optional<AftView.Entry> last = v.lastResult().or(() -> v.history().stream().findFirst());
            if (last.isPresent()) {
                return entryReply(p, v, f, last.get(), false);
            }
        } else if (index < 0x80) {
            for (AftView.Entry e : v.history()) {
                if (e.position() == index) {
                    return entryReply(p, v, f, e, true);
                }
            }
        } else if (index > 0x80 && index - 0x81 < v.history().size()) {
            return entryReply(p, v, f, v.history().get(index - 0x81), true);
        }
        return f.start(p.address(), 0x72).bin(3, 1).bin(index, 1).bin(AftStatus.NO_INFORMATION, 1).bin(0xFF, 1).crc();
    }

    private static int shortReply(Poll p, Frame f, int status) {
        return f.start(p.address(), 0x72).bin(2, 1).bin(0, 1).bin(status, 1).crc();
    }

    private static int orderReply(Poll p, AftView v, Frame f, AftOrder o, int status) {
        return body(p, v, f, 0, status, o.type(), o.cashableCents(), o.restrictedCents(), o.nonRestrictedCents(),
            o.flags(), o.transactionId(), 0, 0, o.expiry(), o.poolId(), null);
    }

    private static int entryReply(Poll p, AftView v, Frame f, AftView.Entry e, boolean byPosition) {
        return body(p, v, f, byPosition ? e.position() : 0, e.status(), e.type(), e.cashableCents(),
            e.restrictedCents(), e.nonRestrictedCents(), e.flags(), e.transactionId(), e.completedDate(),
            e.completedTime(), e.expiry(), e.poolId(), e.complete() && !isBonus(e.type()) ? v.cumulativeAt(e) : null);
    }

    /** The long reply: position, status, receipt status FF, type, amounts, flags, asset, id, date, time, expiry, pool, meters. */
    private static int body(Poll p, AftView v, Frame f, int position, int status, int type, long c, long r, long nr,
                            int flags, String id, long date, long time, long expiry, int pool, long[] meters) {
        f.start(p.address(), 0x72);
        int lengthAt = f.position();
        f.bin(0, 1).bin(position, 1).bin(status, 1).bin(0xFF, 1).bin(type, 1).bcd(c, 5).bcd(r, 5).bcd(nr, 5)
            .bin(flags, 1).bin(v.assetNumber(), 4).bin(id.length(), 1).ascii(id, id.length()).bcd(date, 4).bcd(time, 3)
            .bcd(expiry, 4).bin(pool, 2);
        // A0, A2, A4 for a transfer to the machine; B8, BA, BC for one to the host; as the transfer left them
        for (int i = 0; i < 3; i++) {
            if (meters != null) {
                f.bin(5, 1).bcd(meters[i], 5);
            } else {
                f.bin(0, 1);
            }
        }
        f.patch(lengthAt, f.position() - lengthAt - 1);
        return f.crc();
    }
}
