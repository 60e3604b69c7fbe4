(define (problem plan_trial_T00000000_000003_000017)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
        TomatoType - otype
        Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92 - object
        ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35 - object
        ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19 - object
        Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70 - object
        Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50 - object
        Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55 - object
        Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55 - object
        Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21 - object
        PepperShaker_bar__plus_02_dot_03_bar__plus_01_dot_49_bar__minus_01_dot_69 - object
        Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83 - object
        CounterTop_bar__minus_00_dot_02_bar__plus_00_dot_96_bar__plus_00_dot_51 - receptacle
        Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22 - receptacle
        Drawer_bar__plus_01_dot_50_bar__plus_00_dot_52_bar__plus_01_dot_22 - receptacle
        Drawer_bar__plus_01_dot_50_bar__plus_00_dot_60_bar__minus_00_dot_02 - receptacle
        Drawer_bar__minus_00_dot_70_bar__plus_00_dot_48_bar__minus_01_dot_16 - receptacle
        Fridge_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__plus_00_dot_01 - receptacle
        Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77 - receptacle
        Sink_bar__plus_00_dot_00_bar__plus_00_dot_89_bar__minus_01_dot_44_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar_7_bar_1_bar_30 - location
        loc_bar_3_bar_2_bar_3_bar_30 - location
        loc_bar_3_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_3_bar_2_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_0_bar_3_bar_0 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar_12_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar_12_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_02_bar__plus_00_dot_96_bar__plus_00_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_02_bar__plus_00_dot_96_bar__plus_00_dot_51 loc_bar_3_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22 loc_bar_2_bar_7_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22)
        (receptacleType Drawer_bar__plus_01_dot_50_bar__plus_00_dot_52_bar__plus_01_dot_22 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_50_bar__plus_00_dot_52_bar__plus_01_dot_22 loc_bar_3_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_50_bar__plus_00_dot_52_bar__plus_01_dot_22)
        (receptacleType Drawer_bar__plus_01_dot_50_bar__plus_00_dot_60_bar__minus_00_dot_02 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_50_bar__plus_00_dot_60_bar__minus_00_dot_02 loc_bar_4_bar_3_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_50_bar__plus_00_dot_60_bar__minus_00_dot_02)
        (receptacleType Drawer_bar__minus_00_dot_70_bar__plus_00_dot_48_bar__minus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_70_bar__plus_00_dot_48_bar__minus_01_dot_16 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_70_bar__plus_00_dot_48_bar__minus_01_dot_16)
        (receptacleType Fridge_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__plus_00_dot_01 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__plus_00_dot_01 loc_bar__minus_3_bar_0_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__plus_00_dot_01)
        (receptacleType Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77)
        (receptacleType Sink_bar__plus_00_dot_00_bar__plus_00_dot_89_bar__minus_01_dot_44_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_00_bar__plus_00_dot_89_bar__minus_01_dot_44_bar_SinkBasin loc_bar_0_bar__minus_3_bar_2_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92 Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77)
        (objectAtLocation Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92)
        (cleanable Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92)
        (heatable Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92)
        (coolable Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92)
        (sliceable Tomato_bar__minus_00_dot_65_bar__plus_00_dot_07_bar__minus_02_dot_92)
        (objectType ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35 Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22)
        (objectAtLocation ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35 loc_bar_2_bar_7_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35)
        (cleanable ButterKnife_bar__plus_00_dot_62_bar__plus_00_dot_10_bar__plus_00_dot_35)
        (objectType ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19 Sink_bar__plus_00_dot_00_bar__plus_00_dot_89_bar__minus_01_dot_44_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (pickupable ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19)
        (cleanable ButterKnife_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__plus_00_dot_19)
        (objectType Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70 EggType)
        (inReceptacle Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70 Microwave_bar__plus_01_dot_93_bar__plus_00_dot_90_bar__minus_00_dot_77)
        (objectAtLocation Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70)
        (cleanable Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70)
        (heatable Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70)
        (coolable Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70)
        (sliceable Egg_bar__minus_00_dot_80_bar__plus_00_dot_17_bar__minus_00_dot_70)
        (objectType Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50 Drawer_bar__plus_01_dot_50_bar__plus_00_dot_52_bar__plus_01_dot_22)
        (objectAtLocation Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50 loc_bar_3_bar_3_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50)
        (cleanable Fork_bar__plus_00_dot_54_bar__plus_00_dot_38_bar__minus_00_dot_50)
        (objectType Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55 Drawer_bar__plus_01_dot_50_bar__plus_00_dot_20_bar__plus_01_dot_22)
        (objectAtLocation Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55 loc_bar_2_bar_7_bar_1_bar_30)
        (pickupable Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55)
        (cleanable Fork_bar__minus_01_dot_01_bar__plus_00_dot_24_bar__plus_01_dot_55)
        (objectType Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55 CounterTop_bar__minus_00_dot_02_bar__plus_00_dot_96_bar__plus_00_dot_51)
        (objectAtLocation Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55 loc_bar_3_bar_2_bar_3_bar_30)
        (pickupable Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55)
        (cleanable Kettle_bar__minus_01_dot_19_bar__plus_00_dot_24_bar__minus_01_dot_55)
        (objectType Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21 Sink_bar__plus_00_dot_00_bar__plus_00_dot_89_bar__minus_01_dot_44_bar_SinkBasin)
        (objectAtLocation Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21 loc_bar_0_bar__minus_3_bar_2_bar_30)
        (pickupable Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21)
        (cleanable Kettle_bar__plus_01_dot_27_bar__plus_00_dot_68_bar__minus_01_dot_21)
        (objectType PepperShaker_bar__plus_02_dot_03_bar__plus_01_dot_49_bar__minus_01_dot_69 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_03_bar__plus_01_dot_49_bar__minus_01_dot_69 Drawer_bar__minus_00_dot_70_bar__plus_00_dot_48_bar__minus_01_dot_16)
        (objectAtLocation PepperShaker_bar__plus_02_dot_03_bar__plus_01_dot_49_bar__minus_01_dot_69 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_03_bar__plus_01_dot_49_bar__minus_01_dot_69)
        (objectType Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83 CounterTop_bar__minus_00_dot_02_bar__plus_00_dot_96_bar__plus_00_dot_51)
        (objectAtLocation Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83 loc_bar_3_bar_2_bar_3_bar_30)
        (pickupable Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83)
        (cleanable Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83)
        (heatable Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83)
        (coolable Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83)
        (isReceptacleObject Plate_bar__minus_02_dot_90_bar__plus_00_dot_82_bar__minus_02_dot_83)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
