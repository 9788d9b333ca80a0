package io.opencab.app.cabinet.cashless;

import io.opencab.app.cabinet.state.Machine;

import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.MeterException;
import java.util.function.Consumer;

/**
 * The casino system's AFT transfers to and from the machine (docs/aft.md), called on the SAS link thread (through the
 * {@code AftPort}, which must not wait): the transfer
 * is applied on the cabinet thread, through the one money lock, once per transaction id (the store's rule), and the
 * credits shown follow at once.
 */
public final class AftHost {
    private final Machine m;
    private final HostCashOut hostCashOut;

    public AftHost(Machine m, HostCashOut hostCashOut) {
        this.m = m;
        this.hostCashOut = hostCashOut;
    }

    /**
     * Applies {@code q} on the cabinet thread; {@code done} gets the outcome there, once (a refusal 87 when the store
     * refuses to move money now, e.g. a lockup); an applied transfer's while the store's lock is still held.
     */
    public void transfer(AftTransferRequest q, Consumer<AftTransferRecord> done) {
        m.later.accept(0L, mm -> {
            AftTransferRecord r;
            boolean told = false;
            try {
                Integer refused = hostCashOut.refusal(q);
                if (refused == null) {
                    // The outcome is handed over under the store's lock, so no SAS view can be read that holds the
                    // transfer's 69 but not its outcome (docs/sas.md "How it is built"; AftViewOrderTest).
                    r = mm.money.with(s -> {
                        AftTransferRecord t = AftTransfers.of(s).transfer(q);
                        done.accept(t);
                        return t;
                    });
                    told = true;
                } else {
                    // A refusal here still answers an id already kept from its record (never applied twice).
                    r = mm.money.with(s -> AftTransfers.of(s).find(q.transactionId())).orElse(refusal(q, refused));
                }
            } catch (MeterException e) {
                r = refusal(q, AftTransfers.UNABLE_NOW);
            }
            mm.refreshCredits();
            if (r.stored() && !r.repeated() && isBonus(q.type())) {
                // A bonus win (type 10, 11): shown as an award, or the bonus handpay it opened (docs/aft.md).
                long row = r.id();
                BonusHost.awarded(mm, r.totalCents(), mm.money.with(s -> s.pendingHandpay())
                    .filter(h -> h.kind() == io.opencab.meters.HandpayRecord.Kind.BONUS_JACKPOT && h.roundId() == row));
            } else if (r.stored() && !r.repeated()) {
                mm.message = (q.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE ? "transfer to the casino system: "
                    : "transfer from the casino system: ") + mm.cash.cents(r.totalCents());
            }
            hostCashOut.applied(r);
            if (!told) {
                done.accept(r);
            }
            return null;
        });
    }

    private static boolean isBonus(int type) {
        return type == AftTransferRequest.BONUS_COIN_OUT_WIN || type == AftTransferRequest.BONUS_JACKPOT_WIN;
    }

    private static AftTransferRecord refusal(AftTransferRequest q, int status) {
        return new AftTransferRecord(0, q.transactionId(), q.type(), status, q.cashableCents(), q.restrictedCents(),
            q.nonRestrictedCents(), q.poolId(), q.expiry(), q.flags(), null, false);
    }
}
