// Prepares a cabinet's meter store for the TITO screenshots (docs/tito.md): tickets journaled through the
// store's own API, as the cabinet's flows journal them. Not part of the build; run by tests/kiosk/tito-screens.sh
// with the cabinet's class path:  java -cp CP tests/kiosk/TitoStore.java CONFIG log|in-doubt
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.StoreSettings;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import io.opencab.meters.TicketIns;
import io.opencab.meters.TicketOuts;
import java.nio.file.Path;
import java.time.Clock;

public class TitoStore {
    public static void main(String[] args) {
        CabinetConfig c = CabinetConfig.load(Path.of(args[0]), GameCatalog.standard());
        try (MeterStore s = MeterStore.open(c.storePath(), StoreSettings.of(c), Clock.systemUTC())) {
            TicketOuts out = TicketOuts.of(s);
            TicketIns in = TicketIns.of(s);
            if (args[1].equals("log")) {
                for (int i = 1; i <= 4; i++) {
                    s.billStacked(s.billEscrowAccepted(i % 2 == 0 ? 2_000L : 5_000L).noteId());
                    out.printed(out.start(i, i, String.format("00%016d", 7648_4654_8701_8960L + i)).ticketId());
                    long t = in.escrowed(String.format("00%016d", 1234_5678_9012_0000L + i), "demo-" + i).ticketId();
                    if (i == 3) {
                        in.returned(t, 0x80, "refused by the casino system (code 85: expired)");
                    } else {
                        in.authorised(t, 500L * i);
                        in.stacked(t);
                    }
                }
            } else {
                long t = in.escrowed("001234567890120042", "demo-doubt").ticketId();
                in.authorised(t, 2_500);
            }
        }
    }
}
