(define (problem plan_trial_T00000000_000001_000017)
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
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        PotatoType - otype
        Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75 - object
        Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42 - object
        ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44 - object
        ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62 - object
        Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87 - object
        Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41 - object
        Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50 - object
        PepperShaker_bar__minus_02_dot_72_bar__plus_00_dot_27_bar__minus_02_dot_61 - object
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
        loc_bar_1_bar_11_bar_1_bar_30 - location
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
        (atLocation agent1 loc_bar_1_bar_11_bar_1_bar_30)
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
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CupType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (objectType Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75)
        (cleanable Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75)
        (heatable Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75)
        (coolable Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75)
        (sliceable Potato_bar__minus_01_dot_65_bar__plus_01_dot_27_bar__minus_01_dot_75)
        (objectType Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42)
        (cleanable Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42)
        (heatable Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42)
        (coolable Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42)
        (sliceable Potato_bar__plus_02_dot_17_bar__plus_00_dot_43_bar__plus_01_dot_42)
        (objectType ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44 Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (objectAtLocation ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44)
        (cleanable ButterKnife_bar__plus_02_dot_27_bar__plus_01_dot_21_bar__minus_01_dot_44)
        (objectType ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62 SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45)
        (objectAtLocation ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62)
        (cleanable ButterKnife_bar__minus_01_dot_39_bar__plus_00_dot_86_bar__plus_00_dot_62)
        (objectType Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87 CupType)
        (inReceptacle Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87 Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (objectAtLocation Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (pickupable Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87)
        (cleanable Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87)
        (heatable Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87)
        (coolable Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87)
        (isReceptacleObject Cup_bar__plus_02_dot_04_bar__plus_00_dot_81_bar__minus_02_dot_87)
        (objectType Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41 CupType)
        (inReceptacle Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41)
        (cleanable Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41)
        (heatable Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41)
        (coolable Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41)
        (isReceptacleObject Cup_bar__minus_01_dot_47_bar__plus_00_dot_70_bar__minus_01_dot_41)
        (objectType Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50 MugType)
        (inReceptacle Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (objectAtLocation Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50 loc_bar_0_bar_1_bar_0_bar_30)
        (pickupable Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50)
        (cleanable Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50)
        (heatable Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50)
        (coolable Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50)
        (isReceptacleObject Mug_bar__plus_01_dot_17_bar__plus_00_dot_70_bar__plus_02_dot_50)
        (objectType PepperShaker_bar__minus_02_dot_72_bar__plus_00_dot_27_bar__minus_02_dot_61 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_72_bar__plus_00_dot_27_bar__minus_02_dot_61 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (objectAtLocation PepperShaker_bar__minus_02_dot_72_bar__plus_00_dot_27_bar__minus_02_dot_61 loc_bar_1_bar_0_bar_1_bar_0)
        (pickupable PepperShaker_bar__minus_02_dot_72_bar__plus_00_dot_27_bar__minus_02_dot_61)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotatoType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
