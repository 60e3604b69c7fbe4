(define (problem plan_trial_T00000000_000001_000020)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        GlassbottleType - otype
        KnifeType - otype
        LadleType - otype
        MugType - otype
        PotType - otype
        Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28 - object
        Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32 - object
        ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05 - object
        ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56 - object
        Glassbottle_bar__minus_01_dot_24_bar__plus_00_dot_98_bar__plus_01_dot_69 - object
        Glassbottle_bar__plus_01_dot_28_bar__plus_00_dot_17_bar__minus_02_dot_95 - object
        Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47 - object
        Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77 - object
        Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84 - object
        Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16 - object
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 - receptacle
        Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 - receptacle
        Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 - receptacle
        Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_2_bar_11_bar_3_bar_30 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_3_bar__minus_4_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_9_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_9_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_10_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_10_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71 loc_bar_9_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69 loc_bar_8_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69)
        (receptacleType CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 loc_bar_0_bar_9_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54 loc_bar_3_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_35_bar__plus_00_dot_84_bar__minus_01_dot_54)
        (receptacleType Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_69_bar__plus_00_dot_83_bar__minus_00_dot_70)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62 loc_bar_2_bar_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42 loc_bar_2_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_02_dot_42)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (canContain CabinetType GlassbottleType)
        (canContain CabinetType LadleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType GlassbottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType GlassbottleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType GlassbottleType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType GlassbottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (objectType Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28 PotType)
        (inReceptacle Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28)
        (cleanable Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28)
        (coolable Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28)
        (isReceptacleObject Pot_bar__plus_02_dot_29_bar__plus_01_dot_48_bar__plus_00_dot_28)
        (objectType Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32 PotType)
        (inReceptacle Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_48_bar__minus_01_dot_71)
        (objectAtLocation Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32 loc_bar_9_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32)
        (cleanable Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32)
        (coolable Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32)
        (isReceptacleObject Pot_bar__minus_02_dot_58_bar__plus_00_dot_56_bar__minus_01_dot_32)
        (objectType ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05)
        (cleanable ButterKnife_bar__minus_00_dot_07_bar__plus_00_dot_98_bar__plus_02_dot_05)
        (objectType ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56)
        (cleanable ButterKnife_bar__plus_02_dot_62_bar__plus_00_dot_19_bar__plus_02_dot_56)
        (objectType Glassbottle_bar__minus_01_dot_24_bar__plus_00_dot_98_bar__plus_01_dot_69 GlassbottleType)
        (inReceptacle Glassbottle_bar__minus_01_dot_24_bar__plus_00_dot_98_bar__plus_01_dot_69 Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_01_dot_69)
        (objectAtLocation Glassbottle_bar__minus_01_dot_24_bar__plus_00_dot_98_bar__plus_01_dot_69 loc_bar_8_bar__minus_4_bar_1_bar__minus_30)
        (pickupable Glassbottle_bar__minus_01_dot_24_bar__plus_00_dot_98_bar__plus_01_dot_69)
        (objectType Glassbottle_bar__plus_01_dot_28_bar__plus_00_dot_17_bar__minus_02_dot_95 GlassbottleType)
        (inReceptacle Glassbottle_bar__plus_01_dot_28_bar__plus_00_dot_17_bar__minus_02_dot_95 Cabinet_bar__plus_02_dot_73_bar__plus_02_dot_23_bar__minus_01_dot_71)
        (objectAtLocation Glassbottle_bar__plus_01_dot_28_bar__plus_00_dot_17_bar__minus_02_dot_95 loc_bar_9_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Glassbottle_bar__plus_01_dot_28_bar__plus_00_dot_17_bar__minus_02_dot_95)
        (objectType Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (objectAtLocation Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47 loc_bar_2_bar_2_bar_3_bar_30)
        (pickupable Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47)
        (cleanable Knife_bar__minus_01_dot_47_bar__plus_01_dot_46_bar__plus_00_dot_47)
        (objectType Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77 Drawer_bar__minus_00_dot_64_bar__plus_00_dot_83_bar__plus_00_dot_62)
        (objectAtLocation Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77 loc_bar_2_bar_2_bar_3_bar_30)
        (pickupable Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77)
        (cleanable Ladle_bar__minus_00_dot_79_bar__plus_00_dot_53_bar__plus_01_dot_77)
        (objectType Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84 LadleType)
        (inReceptacle Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84)
        (cleanable Ladle_bar__minus_01_dot_26_bar__plus_00_dot_55_bar__plus_00_dot_84)
        (objectType Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16 MugType)
        (inReceptacle Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16)
        (cleanable Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16)
        (heatable Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16)
        (coolable Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16)
        (isReceptacleObject Mug_bar__plus_01_dot_39_bar__plus_00_dot_93_bar__plus_00_dot_16)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
