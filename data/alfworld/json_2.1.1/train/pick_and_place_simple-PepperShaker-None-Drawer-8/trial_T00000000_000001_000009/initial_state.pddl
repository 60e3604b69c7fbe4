(define (problem plan_trial_T00000000_000001_000009)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PepperShakerType - otype
        PotatoType - otype
        TomatoType - otype
        PepperShaker_bar__plus_02_dot_56_bar__plus_01_dot_47_bar__minus_01_dot_62 - object
        PepperShaker_bar__plus_01_dot_63_bar__plus_01_dot_46_bar__minus_00_dot_63 - object
        PepperShaker_bar__minus_00_dot_37_bar__plus_00_dot_47_bar__minus_02_dot_75 - object
        Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79 - object
        Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39 - object
        Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78 - object
        Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12 - object
        Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36 - object
        Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 - receptacle
        GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 - receptacle
        Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_6_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55 loc_bar_0_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_86_bar__plus_00_dot_40_bar__minus_00_dot_55)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69 loc_bar_1_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_24_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_4_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39 loc_bar__minus_5_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__minus_01_dot_39)
        (receptacleType GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08 loc_bar_1_bar_7_bar_1_bar_30)
        (receptacleType Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_16_bar__plus_00_dot_82_bar__minus_01_dot_80_bar_SinkBasin loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType PepperShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType PepperShaker_bar__plus_02_dot_56_bar__plus_01_dot_47_bar__minus_01_dot_62 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_56_bar__plus_01_dot_47_bar__minus_01_dot_62 Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (objectAtLocation PepperShaker_bar__plus_02_dot_56_bar__plus_01_dot_47_bar__minus_01_dot_62 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_56_bar__plus_01_dot_47_bar__minus_01_dot_62)
        (objectType PepperShaker_bar__plus_01_dot_63_bar__plus_01_dot_46_bar__minus_00_dot_63 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_63_bar__plus_01_dot_46_bar__minus_00_dot_63 Cabinet_bar__plus_00_dot_83_bar__plus_00_dot_40_bar__minus_01_dot_39)
        (objectAtLocation PepperShaker_bar__plus_01_dot_63_bar__plus_01_dot_46_bar__minus_00_dot_63 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_63_bar__plus_01_dot_46_bar__minus_00_dot_63)
        (objectType PepperShaker_bar__minus_00_dot_37_bar__plus_00_dot_47_bar__minus_02_dot_75 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_37_bar__plus_00_dot_47_bar__minus_02_dot_75 Cabinet_bar__minus_00_dot_19_bar__plus_02_dot_06_bar__minus_01_dot_69)
        (objectAtLocation PepperShaker_bar__minus_00_dot_37_bar__plus_00_dot_47_bar__minus_02_dot_75 loc_bar_1_bar__minus_4_bar_2_bar__minus_30)
        (pickupable PepperShaker_bar__minus_00_dot_37_bar__plus_00_dot_47_bar__minus_02_dot_75)
        (objectType Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79)
        (heatable Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79)
        (coolable Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79)
        (sliceable Bread_bar__plus_01_dot_20_bar__plus_00_dot_55_bar__plus_02_dot_79)
        (objectType Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39)
        (heatable Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39)
        (coolable Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39)
        (sliceable Bread_bar__minus_00_dot_42_bar__plus_01_dot_02_bar__plus_01_dot_39)
        (objectType Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78 PotatoType)
        (inReceptacle Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78)
        (cleanable Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78)
        (heatable Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78)
        (coolable Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78)
        (sliceable Potato_bar__plus_02_dot_03_bar__plus_00_dot_24_bar__plus_01_dot_78)
        (objectType Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12)
        (cleanable Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12)
        (heatable Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12)
        (coolable Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12)
        (sliceable Potato_bar__minus_02_dot_33_bar__plus_01_dot_47_bar__minus_02_dot_12)
        (objectType Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36 GarbageCan_bar__plus_01_dot_38_bar__plus_00_dot_00_bar__plus_01_dot_08)
        (objectAtLocation Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36)
        (cleanable Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36)
        (heatable Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36)
        (coolable Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36)
        (sliceable Tomato_bar__plus_02_dot_14_bar__plus_00_dot_47_bar__plus_00_dot_36)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PepperShakerType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
