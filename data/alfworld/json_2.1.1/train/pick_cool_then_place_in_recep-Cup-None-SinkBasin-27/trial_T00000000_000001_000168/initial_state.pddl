(define (problem plan_trial_T00000000_000001_000168)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05 - object
        Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79 - object
        Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14 - object
        Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49 - object
        Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02 - object
        Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_0 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        loc_bar_6_bar__minus_5_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar__minus_5_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89 loc_bar_3_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_00_dot_89)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (objectType Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05 CupType)
        (inReceptacle Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05)
        (cleanable Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05)
        (heatable Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05)
        (coolable Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05)
        (isReceptacleObject Cup_bar__minus_00_dot_10_bar__plus_01_dot_07_bar__plus_01_dot_05)
        (objectType Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79)
        (heatable Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79)
        (coolable Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79)
        (sliceable Bread_bar__minus_01_dot_59_bar__plus_00_dot_08_bar__plus_00_dot_79)
        (objectType Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14)
        (heatable Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14)
        (coolable Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14)
        (sliceable Bread_bar__plus_00_dot_85_bar__plus_01_dot_49_bar__plus_01_dot_14)
        (objectType Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49)
        (cleanable Fork_bar__plus_01_dot_17_bar__plus_00_dot_67_bar__plus_00_dot_49)
        (objectType Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02 Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (objectAtLocation Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02)
        (cleanable Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02)
        (coolable Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02)
        (sliceable Lettuce_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_01_dot_02)
        (objectType Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99)
        (cleanable Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99)
        (coolable Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99)
        (sliceable Lettuce_bar__minus_02_dot_52_bar__plus_00_dot_58_bar__plus_01_dot_99)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
