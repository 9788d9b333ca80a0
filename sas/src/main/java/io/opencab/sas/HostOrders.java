package io.opencab.sas;

import java.util.Set;
import java.util.TreeSet;

/**
 * The long polls that are orders (SAS 6.02 sections 7.4, 7.5, 7.6.1, 7.9, 7.17, 12.1; docs/sas.md "Long polls"):
 * each is checked, handed to the cabinet through {@link HostCommands} (which queue the work and return at once)
 * and acknowledged with the machine's address; a malformed one is not acknowledged and changes nothing.
 */
final class HostOrders {
    private final HostCommands commands;
    private final boolean remoteHandpayReset;

    HostOrders(HostCommands commands, boolean remoteHandpayReset) {
        this.commands = commands;
        this.remoteHandpayReset = remoteHandpayReset;
    }

    /** LP 01/02 (play off/on), 06/07 (bill validator on/off). */
    int control(Poll p, SasSnapshot s, Frame f) {
        control(p.command());
        return ack(p, f);
    }

    private void control(int cmd) {
        switch (cmd) {
            case 0x01 -> commands.playEnabled(false);
            case 0x02 -> commands.playEnabled(true);
            case 0x06 -> commands.billsEnabled(true);
            case 0x07 -> commands.billsEnabled(false);
            default -> {
            }
        }
    }

    /**
     * LP 08: the bill denominations the host allows, 4 bytes LSB first, bit n = SAS bill code n ($1, $2, $5, ...);
     * then the action flag (section 7.5, Monaco's LP 08 parser): 0 = disable the bill acceptor after each accepted
     * bill (until LP 06), 1 = keep it enabled. Any other flag is not acknowledged and changes nothing.
     */
    int billDenominations(Poll p, SasSnapshot s, Frame f) {
        int flag = p.u8(6);
        if (flag > 1) {
            return LongPollHandler.NO_REPLY;
        }
        long mask = p.bin(2, 4);
        Set<Long> cents = new TreeSet<>();
        for (int code = 0; code < Codes.BILL_UNITS.length; code++) {
            if ((mask & (1L << code)) != 0) {
                cents.add(Codes.BILL_UNITS[code] * 100);
            }
        }
        commands.billDenominations(cents, flag == 0);
        return ack(p, f);
    }

    /** LP 09: enable (01) or disable (00) game N; not acknowledged for a game that does not exist. */
    int gameEnabled(Poll p, SasSnapshot s, Frame f) {
        long game = p.bcd(2, 2);
        int flag = p.u8(4);
        if (game < 1 || s.gameOrNull((int) game) == null || flag > 1) {
            return LongPollHandler.NO_REPLY;
        }
        commands.gameEnabled((int) game, flag == 1);
        return ack(p, f);
    }

    /** LP 21: the seed LSB first, as every binary field; ACK now, the signature when it is computed (section 6). */
    int romSignature(Poll p, SasSnapshot s, Frame f) {
        return commands.romSignature((int) p.bin(2, 2)) ? ack(p, f) : LongPollHandler.NO_REPLY;
    }

    /**
     * LP 94 reset code: 00 reset (written to the meter store), 01 unable (not allowed here, or the store refused
     * it), 02 no handpay pending; busy while the cabinet is still writing it (docs/sas.md "LP 94").
     */
    int remoteHandpayReset(Poll p, SasSnapshot s, Frame f) {
        int code = remoteHandpayReset ? commands.remoteHandpayReset(s.handpay().isPresent()) : 1;
        if (code < 0) {
            return LongPollHandler.BUSY;
        }
        return f.start(p.address(), 0x94).bin(code, 1).crc();
    }

    /**
     * A global broadcast (type G, address 0; section 2.2.2.4): never answered; 01/02/06/07 are carried out, and
     * 7F sets the date and time like LP 7F (section 7.17 describes 7F as a broadcast).
     */
    void broadcast(Poll p, Responder r) {
        int cmd = p.command();
        if (p.length() == 4 && (cmd == 0x01 || cmd == 0x02 || cmd == 0x06 || cmd == 0x07)) {
            control(cmd);
        } else if (cmd == 0x7F && p.length() == 11) {
            r.hostTime(p);
        }
    }

    /** The ACK of an S-type poll: this machine's address alone. */
    static int ack(Poll p, Frame f) {
        return f.one(p.address()).plain();
    }
}
