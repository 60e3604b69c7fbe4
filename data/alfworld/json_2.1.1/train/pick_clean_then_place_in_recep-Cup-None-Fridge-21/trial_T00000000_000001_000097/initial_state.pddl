(define (problem plan_trial_T00000000_000001_000097)
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
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpoonType - otype
        Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01 - object
        Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69 - object
        Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86 - object
        Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26 - object
        Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84 - object
        Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35 - object
        Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92 - object
        PepperShaker_bar__plus_02_dot_79_bar__plus_00_dot_18_bar__minus_01_dot_51 - object
        PepperShaker_bar__plus_02_dot_73_bar__plus_01_dot_30_bar__plus_00_dot_42 - object
        Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71 - object
        SaltShaker_bar__minus_01_dot_73_bar__plus_00_dot_69_bar__minus_02_dot_33 - object
        SaltShaker_bar__minus_00_dot_76_bar__plus_00_dot_13_bar__minus_00_dot_72 - object
        Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51 - object
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
        loc_bar_10_bar_3_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_0_bar_1_bar_30 - location
        loc_bar_1_bar_1_bar_1_bar_0 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar_3_bar_1_bar_30)
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
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CupType)
        (canContain SideTableType ForkType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SaltShakerType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01 CupType)
        (inReceptacle Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01)
        (cleanable Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01)
        (heatable Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01)
        (coolable Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01)
        (isReceptacleObject Cup_bar__plus_01_dot_35_bar__plus_00_dot_91_bar__plus_01_dot_01)
        (objectType Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69 CupType)
        (inReceptacle Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__plus_00_dot_67)
        (objectAtLocation Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69 loc_bar_1_bar_1_bar_1_bar_0)
        (pickupable Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69)
        (cleanable Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69)
        (heatable Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69)
        (coolable Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69)
        (isReceptacleObject Cup_bar__minus_02_dot_42_bar__plus_01_dot_43_bar__minus_02_dot_69)
        (objectType Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86 CupType)
        (inReceptacle Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86)
        (cleanable Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86)
        (heatable Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86)
        (coolable Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86)
        (isReceptacleObject Cup_bar__plus_01_dot_31_bar__plus_00_dot_33_bar__plus_00_dot_86)
        (objectType Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26)
        (heatable Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26)
        (coolable Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26)
        (sliceable Bread_bar__plus_01_dot_87_bar__plus_01_dot_33_bar__plus_00_dot_26)
        (objectType Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (objectAtLocation Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84)
        (cleanable Fork_bar__minus_00_dot_97_bar__plus_01_dot_29_bar__minus_01_dot_84)
        (objectType Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35)
        (cleanable Fork_bar__minus_00_dot_29_bar__plus_00_dot_77_bar__plus_01_dot_35)
        (objectType Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92 MugType)
        (inReceptacle Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92 Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (objectAtLocation Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (pickupable Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (cleanable Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (heatable Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (coolable Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (isReceptacleObject Mug_bar__plus_01_dot_73_bar__plus_00_dot_10_bar__plus_01_dot_92)
        (objectType PepperShaker_bar__plus_02_dot_79_bar__plus_00_dot_18_bar__minus_01_dot_51 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_79_bar__plus_00_dot_18_bar__minus_01_dot_51 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation PepperShaker_bar__plus_02_dot_79_bar__plus_00_dot_18_bar__minus_01_dot_51 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_79_bar__plus_00_dot_18_bar__minus_01_dot_51)
        (objectType PepperShaker_bar__plus_02_dot_73_bar__plus_01_dot_30_bar__plus_00_dot_42 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_73_bar__plus_01_dot_30_bar__plus_00_dot_42 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (objectAtLocation PepperShaker_bar__plus_02_dot_73_bar__plus_01_dot_30_bar__plus_00_dot_42 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_73_bar__plus_01_dot_30_bar__plus_00_dot_42)
        (objectType Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (objectAtLocation Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71 loc_bar_1_bar_0_bar_1_bar_30)
        (pickupable Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71)
        (cleanable Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71)
        (heatable Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71)
        (coolable Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71)
        (sliceable Potato_bar__plus_02_dot_63_bar__plus_00_dot_34_bar__plus_01_dot_71)
        (objectType SaltShaker_bar__minus_01_dot_73_bar__plus_00_dot_69_bar__minus_02_dot_33 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_73_bar__plus_00_dot_69_bar__minus_02_dot_33 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation SaltShaker_bar__minus_01_dot_73_bar__plus_00_dot_69_bar__minus_02_dot_33 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_73_bar__plus_00_dot_69_bar__minus_02_dot_33)
        (objectType SaltShaker_bar__minus_00_dot_76_bar__plus_00_dot_13_bar__minus_00_dot_72 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_76_bar__plus_00_dot_13_bar__minus_00_dot_72 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (objectAtLocation SaltShaker_bar__minus_00_dot_76_bar__plus_00_dot_13_bar__minus_00_dot_72 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (pickupable SaltShaker_bar__minus_00_dot_76_bar__plus_00_dot_13_bar__minus_00_dot_72)
        (objectType Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51 Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (objectAtLocation Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (pickupable Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51)
        (cleanable Spoon_bar__plus_00_dot_80_bar__plus_01_dot_31_bar__minus_00_dot_51)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
