package io.opencab.sas.bonus;

import io.opencab.sas.Frame;
import io.opencab.sas.LongPollHandler;
import io.opencab.sas.LongPollTable;
import io.opencab.sas.Poll;
import io.opencab.sas.SasSnapshot;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Legacy bonusing (docs/aft.md "LP 8A: legacy bonus"): LP 8A initiates a legacy bonus pay, LP 9A sends the legacy bonus
 * meters. Registered on the responder's table only with {@code sas.bonus.enabled=true}; without it the machine does
 * not answer them (unsupported polls are ignored, docs/sas.md). Layouts as [M]'s LP 8A parser and LP 9A handler give
 * them (docs/aft.md "Sources").
 */
public final class LegacyBonusPolls {
    /** LP 8A: address, command, amount (4 BCD, credits), tax status, CRC. */
    private static final int LENGTH_8A = 9;
    /** LP 9A: address, command, game number (2 BCD), CRC. */
    private static final int LENGTH_9A = 6;
    private static final int MAX_TAX_STATUS = 2;
    private final Supplier<LegacyBonusPort.View> view;
    private final LegacyBonusPort port;

    public LegacyBonusPolls(Supplier<LegacyBonusPort.View> view, LegacyBonusPort port) {
        this.view = Objects.requireNonNull(view, "view");
        this.port = Objects.requireNonNull(port, "port");
    }

    /** Adds LP 8A and 9A to {@code table} (before the link starts). */
    public void register(LongPollTable table) {
        table.register(0x8A, LENGTH_8A, this::award);
        table.register(0x9A, LENGTH_9A, this::meters);
    }

    /**
     * LP 8A. An amount that is not BCD or zero, or a tax status other than 00-02: no reply (malformed). The cabinet
     * not idle: busy, the host asks again ([M] answers busy the same way). Otherwise the award is handed on and
     * acknowledged (the address alone); exception 7C says it was paid.
     */
    int award(Poll p, SasSnapshot s, Frame f) {
        long credits = p.bcd(2, 4);
        int tax = p.u8(6);
        if (credits <= 0 || tax > MAX_TAX_STATUS) {
            return LongPollHandler.NO_REPLY;
        }
        LegacyBonusPort.View v = view.get();
        if (v == null || !v.ready()) {
            return LongPollHandler.BUSY;
        }
        port.award(credits, tax);
        return f.one(p.address()).plain();
    }

    /**
     * LP 9A: {@code addr 9A game(2 BCD) deductible(4 BCD) non-deductible(4 BCD) wager-match(4 BCD)}, credits. A bonus
     * belongs to no game: game 0000 (the machine) reports the meters, any other game zeros (ours).
     */
    int meters(Poll p, SasSnapshot s, Frame f) {
        long game = p.bcd(2, 2);
        if (game < 0) {
            return LongPollHandler.NO_REPLY;
        }
        LegacyBonusPort.View v = view.get();
        if (v == null) {
            return LongPollHandler.BUSY;
        }
        boolean machine = game == 0;
        return f.start(p.address(), 0x9A).bcd(game, 2).bcd(machine ? v.deductible() : 0, 4)
            .bcd(machine ? v.nonDeductible() : 0, 4).bcd(machine ? v.wagerMatch() : 0, 4).crc();
    }
}
