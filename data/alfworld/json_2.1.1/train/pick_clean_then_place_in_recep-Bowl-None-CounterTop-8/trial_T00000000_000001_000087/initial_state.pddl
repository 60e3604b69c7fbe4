(define (problem plan_trial_T00000000_000001_000087)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        LadleType - otype
        Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97 - object
        Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79 - object
        Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42 - object
        ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90 - object
        Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22 - object
        Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40 - object
        Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85 - object
        Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27 - object
        Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 - receptacle
        CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 - receptacle
        Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 - receptacle
        GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 - receptacle
        Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin - receptacle
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_1_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_97_bar__plus_00_dot_95_bar__minus_01_dot_71 loc_bar__minus_8_bar__minus_4_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70)
        (receptacleType GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 loc_bar_1_bar_7_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType LadleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (objectType Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97 Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (objectAtLocation Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (pickupable Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97)
        (cleanable Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97)
        (coolable Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97)
        (isReceptacleObject Bowl_bar__plus_00_dot_69_bar__plus_00_dot_32_bar__plus_01_dot_97)
        (objectType Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79 Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79)
        (cleanable Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79)
        (coolable Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79)
        (isReceptacleObject Bowl_bar__minus_00_dot_29_bar__plus_01_dot_21_bar__plus_01_dot_79)
        (objectType Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42)
        (heatable Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42)
        (coolable Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42)
        (sliceable Bread_bar__minus_00_dot_93_bar__plus_00_dot_56_bar__minus_01_dot_42)
        (objectType ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (objectAtLocation ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90)
        (cleanable ButterKnife_bar__minus_00_dot_03_bar__plus_00_dot_85_bar__minus_02_dot_90)
        (objectType Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22 CupType)
        (inReceptacle Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22 Cabinet_bar__plus_01_dot_16_bar__plus_02_dot_06_bar__minus_00_dot_34)
        (objectAtLocation Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22 loc_bar_2_bar__minus_3_bar_1_bar__minus_30)
        (pickupable Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22)
        (cleanable Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22)
        (heatable Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22)
        (coolable Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22)
        (isReceptacleObject Cup_bar__minus_02_dot_41_bar__plus_00_dot_53_bar__minus_01_dot_22)
        (objectType Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40 CupType)
        (inReceptacle Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40 CounterTop_bar__minus_02_dot_10_bar__plus_00_dot_95_bar__plus_00_dot_29)
        (objectAtLocation Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (cleanable Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (heatable Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (coolable Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (isReceptacleObject Cup_bar__plus_00_dot_54_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (objectType Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85 Drawer_bar__plus_00_dot_59_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (objectAtLocation Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85 loc_bar__minus_1_bar__minus_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85)
        (cleanable Fork_bar__plus_00_dot_22_bar__plus_01_dot_21_bar__minus_01_dot_85)
        (objectType Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27 Drawer_bar__plus_00_dot_86_bar__plus_00_dot_75_bar__minus_00_dot_70)
        (objectAtLocation Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27 loc_bar_1_bar__minus_4_bar_1_bar_30)
        (pickupable Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27)
        (cleanable Ladle_bar__minus_00_dot_34_bar__plus_00_dot_64_bar__minus_01_dot_27)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
