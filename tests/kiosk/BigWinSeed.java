// Finds a seed for the kiosk drive's big win (tests/kiosk/drive.sh): the first seed whose first Christmas Tree round
// at bet level 1, drawn from SeededStreams.single(seed) as `cabinet run --seed` draws it, wins 10 to 49 times the
// bet without Free Spins (a short round, then the BIG or MEGA WIN celebration). Read from the game's own math, so it
// follows any change of the paytable. Not part of the build; run with the cabinet's class path:
//   java -cp CP tests/kiosk/BigWinSeed.java
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.rng.SeededStreams;

public class BigWinSeed {
    public static void main(String[] args) {
        ChristmasTree game = ChristmasTree.standard();
        for (long seed = 1; seed < 1_000_000; seed++) {
            ChristmasTreeOutcome o = game.play(1, SeededStreams.single(seed));
            long x = o.totalWin() / o.bet();
            if (x >= 10 && x < 50 && o.freeSpins().isEmpty()) {
                System.out.println(seed);
                return;
            }
        }
        throw new IllegalStateException("no seed below 1,000,000 wins 10 to 49 bets in its first round");
    }
}
