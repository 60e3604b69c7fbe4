(define (problem plan_trial_T00000000_000001_000106)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PotType - otype
        SaltShakerType - otype
        Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58 - object
        Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53 - object
        Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86 - object
        Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25 - object
        Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84 - object
        Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36 - object
        Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06 - object
        SaltShaker_bar__minus_01_dot_98_bar__plus_00_dot_50_bar__minus_00_dot_06 - object
        SaltShaker_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_23 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_0_bar_1_bar_30 - location
        loc_bar_1_bar_1_bar_1_bar_0 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar_9_bar_9_bar_2_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_9_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67 loc_bar_1_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 loc_bar_1_bar_0_bar_1_bar_0)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (receptacleType CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 loc_bar_1_bar_0_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType MugType)
        (canContain SideTableType PotType)
        (canContain SideTableType SaltShakerType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (objectType Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58 PotType)
        (inReceptacle Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (objectAtLocation Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58 loc_bar_1_bar_1_bar_1_bar_0)
        (pickupable Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58)
        (cleanable Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58)
        (coolable Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58)
        (isReceptacleObject Pot_bar__minus_00_dot_96_bar__plus_00_dot_59_bar__minus_00_dot_58)
        (objectType Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53 PotType)
        (inReceptacle Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (objectAtLocation Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53 loc_bar_1_bar_1_bar_1_bar_0)
        (pickupable Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53)
        (cleanable Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53)
        (coolable Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53)
        (isReceptacleObject Pot_bar__plus_00_dot_93_bar__plus_01_dot_23_bar__minus_02_dot_53)
        (objectType Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86)
        (cleanable Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86)
        (coolable Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86)
        (isReceptacleObject Bowl_bar__minus_01_dot_91_bar__plus_00_dot_34_bar__plus_02_dot_86)
        (objectType Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25)
        (cleanable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25)
        (coolable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25)
        (isReceptacleObject Bowl_bar__minus_00_dot_85_bar__plus_00_dot_76_bar__plus_01_dot_25)
        (objectType Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84)
        (cleanable Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84)
        (coolable Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84)
        (sliceable Lettuce_bar__plus_00_dot_04_bar__plus_01_dot_02_bar__plus_01_dot_84)
        (objectType Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36 Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (objectAtLocation Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36)
        (cleanable Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36)
        (coolable Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36)
        (sliceable Lettuce_bar__minus_02_dot_74_bar__plus_01_dot_34_bar__plus_00_dot_36)
        (objectType Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06 MugType)
        (inReceptacle Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (objectAtLocation Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (pickupable Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06)
        (cleanable Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06)
        (heatable Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06)
        (coolable Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06)
        (isReceptacleObject Mug_bar__plus_01_dot_32_bar__plus_00_dot_20_bar__plus_01_dot_06)
        (objectType SaltShaker_bar__minus_01_dot_98_bar__plus_00_dot_50_bar__minus_00_dot_06 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_98_bar__plus_00_dot_50_bar__minus_00_dot_06 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation SaltShaker_bar__minus_01_dot_98_bar__plus_00_dot_50_bar__minus_00_dot_06 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable SaltShaker_bar__minus_01_dot_98_bar__plus_00_dot_50_bar__minus_00_dot_06)
        (objectType SaltShaker_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_23 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_23 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (objectAtLocation SaltShaker_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_23 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_23)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SideTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
